import type { Database } from './database';
import { StorageReadError } from './storage-errors';

/** A row as read: its JSON and its version (a number the database raises on every write of it). */
export interface StoredRow {
  json: string;
  version: number;
}

/** A stored row as a scan reads it: its id and its JSON. */
export interface ScannedRow {
  id: string;
  data: string;
}

export interface Scan {
  /** SQL over the `data` column, with `params` ($1, $2...). */
  where: string;
  params: readonly unknown[];
  /** Rows a page holds at most; all of them in one page without it. */
  pageSize?: number;
  /** Top-level fields left out of the JSON read: what the caller never reads is never read. */
  omitted?: readonly string[];
  /** SQL over the row that orders the scan (then insertion order); insertion order without it. */
  orderBy?: string;
  /** Rows read at most (the first ones in the scan's order); all of them without it. */
  limit?: number;
}

/**
 * Reads the rows of `table` that `scan.where` selects, oldest first (or by `scan.orderBy`), handing
 * them to `onPage` a page at a time, the next once it is done with one. Paged, the scan reads the ids
 * it selects (one pass over the table, as a single query would make) and then the rows a page of ids at
 * a time, by primary key: no query brings more than a page of JSON documents, however many the table
 * holds, and the table is scanned once (paging on `seq`, which only idempotency_keys indexes, would scan
 * it again for every page). Rejects with `StorageReadError` when the database cannot be read.
 */
export async function scanRows(
  database: Pick<Database, 'read'>,
  table: string,
  { where, params, pageSize, omitted = [], orderBy, limit }: Scan,
  onPage: (rows: ScannedRow[]) => void | Promise<void>,
): Promise<void> {
  const read = <Row>(sql: string, values: readonly unknown[]) =>
    database.read<Row>(sql, values).catch((error: unknown) => {
      throw new StorageReadError(error);
    });
  // jsonb only when fields are left out: it costs a conversion (and reorders keys).
  const data = (index: number) =>
    omitted.length > 0 ? `(data::jsonb - $${index}::text[])::text` : 'data::text';
  const extra = omitted.length > 0 ? [omitted] : [];
  const order = `${orderBy ? `${orderBy}, seq` : 'seq'}${limit === undefined ? '' : ` limit ${Math.max(0, Math.floor(limit))}`}`;
  if (pageSize === undefined) {
    const sql = `select id, ${data(params.length + 1)} as data from ${table} where ${where} order by ${order}`;
    await onPage(await read<ScannedRow>(sql, [...params, ...extra]));
    return;
  }
  const size = Math.max(1, Math.floor(pageSize));
  const ids = await read<{ id: string }>(`select id from ${table} where ${where} order by ${order}`, params);
  for (let at = 0; at < ids.length; at += size) {
    const page = ids.slice(at, at + size).map((row) => row.id);
    const rows = await read<ScannedRow>(
      `select id, ${data(2)} as data from ${table} where id = any($1::text[])`,
      [page, ...extra],
    );
    // In the order of the ids; a row deleted since the ids were read is left out.
    const byId = new Map(rows.map((row) => [row.id, row]));
    await onPage(page.flatMap((id) => byId.get(id) ?? []));
  }
}

/** The first row `sql` reads (undefined: none) on the connection of reads; rejects with `StorageReadError`. */
export async function readFirstRow<Row>(
  database: Database,
  sql: string,
  params: readonly unknown[] = [],
): Promise<Row | undefined> {
  const rows = await database.read<Row>(sql, params).catch((error: unknown) => {
    throw new StorageReadError(error);
  });
  return rows[0];
}
