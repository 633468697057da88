import type { Queryable, Statement } from './database';

/** A record to write: its JSON (undefined: deleted) and the table version memory knows of it. */
export interface RowWrite {
  id: string;
  json: string | undefined;
  /** The row's version as last read or written; 0: it must not exist yet; undefined: unknown. */
  version: number | undefined;
}

/**
 * The statements that write `rows` of `table`: one per kind of write, whatever the number of rows. A
 * record whose version is known is written only if its row still has it, and a created one only if
 * no row has its id: those statements name how many rows they must touch (`expectRows`), and the write
 * fails as a whole when another sandbox process got there first. A record of unknown version (a new
 * random id, a blind write) is written whatever the table holds.
 */
export function rowWrites(table: string, rows: readonly RowWrite[]): Statement[] {
  const blindDeletes: string[] = [];
  const checkedDeletes: { id: string; version: number }[] = [];
  const blindUpserts: { id: string; json: string }[] = [];
  const creates: { id: string; json: string }[] = [];
  const updates: { id: string; json: string; version: number }[] = [];
  for (const { id, json, version } of rows) {
    if (json === undefined) {
      if (version === undefined || version === 0) blindDeletes.push(id);
      else checkedDeletes.push({ id, version });
    } else if (version === undefined) blindUpserts.push({ id, json });
    else if (version === 0) creates.push({ id, json });
    else updates.push({ id, json, version });
  }
  const statements: Statement[] = [];
  if (blindDeletes.length > 0) {
    statements.push({ sql: `delete from ${table} where id = any($1::text[])`, params: [blindDeletes] });
  }
  if (checkedDeletes.length > 0) {
    statements.push({
      sql: `delete from ${table} using unnest($1::text[], $2::bigint[]) as doomed(id, version)
              where ${table}.id = doomed.id and ${table}.version = doomed.version returning 1`,
      params: [checkedDeletes.map((row) => row.id), checkedDeletes.map((row) => row.version)],
      expectRows: checkedDeletes.length,
    });
  }
  if (blindUpserts.length > 0) {
    statements.push({
      sql: `insert into ${table} (id, data)
              select id, data::json from unnest($1::text[], $2::text[]) with ordinality as row(id, data, n)
              order by n
              on conflict (id) do update set data = excluded.data, version = ${table}.version + 1`,
      params: [blindUpserts.map((row) => row.id), blindUpserts.map((row) => row.json)],
    });
  }
  if (creates.length > 0) {
    statements.push({
      sql: `insert into ${table} (id, data)
              select id, data::json from unnest($1::text[], $2::text[]) with ordinality as row(id, data, n)
              order by n
              on conflict (id) do nothing returning 1`,
      params: [creates.map((row) => row.id), creates.map((row) => row.json)],
      expectRows: creates.length,
    });
  }
  if (updates.length > 0) {
    statements.push({
      sql: `update ${table} set data = changed.data::json, version = ${table}.version + 1
              from unnest($1::text[], $2::text[], $3::bigint[]) as changed(id, data, version)
              where ${table}.id = changed.id and ${table}.version = changed.version returning 1`,
      params: [
        updates.map((row) => row.id),
        updates.map((row) => row.json),
        updates.map((row) => row.version),
      ],
      expectRows: updates.length,
    });
  }
  return statements;
}

/**
 * Deletes at most `limit` rows of `table` that `where` selects (SQL with `params`), oldest first,
 * leaving those whose id `kept` names. Resolves with how many went.
 */
export async function purgeRows(
  database: Queryable,
  table: string,
  {
    where,
    params,
    kept,
    limit,
  }: { where: string; params: readonly unknown[]; kept: string[]; limit: number },
): Promise<number> {
  const keptIds = `$${params.length + 1}::text[]`;
  const rows = await database.query<{ id: string }>(
    `delete from ${table} where id in (
       select id from ${table} where (${where}) and not (id = any(${keptIds})) order by seq limit ${limit}
     ) returning id`,
    [...params, kept],
  );
  return rows.length;
}
