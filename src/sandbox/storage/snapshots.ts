import type { Collection } from './collection';
import { changesChannel, type Statement } from './database';
import type { CollectionName } from './migrations';
import type { UnitOfWork } from './unit-of-work';

/**
 * The changes of one ended unit of work, as JSON taken when it ended (undefined: deleted), each with
 * the record's stamp then (`Collection.stamp`).
 */
export interface Snapshot {
  unit: UnitOfWork<Collection<unknown>>;
  rows: { collection: Collection<unknown>; id: string; json: string | undefined; stamp: number }[];
}

/** What other processes hear of: executions (long polls wait on them), settings (the webhook endpoint). */
const announcedCollections: ReadonlySet<CollectionName> = new Set(['executions', 'settings']);

/** A statement announcing the records of `rows` others wait on (`instance collection/id`), sent on commit. */
export function announcements(rows: Snapshot['rows'], instance: string): Statement[] {
  const records = rows
    .filter((row) => announcedCollections.has(row.collection.name))
    .map((row) => `${instance} ${row.collection.name}/${row.id}`);
  if (records.length === 0) return [];
  const sql = `select pg_notify('${changesChannel}', record) from unnest($1::text[]) as record`;
  return [{ sql, params: [records], expectRows: records.length }];
}

/** The rows of `snapshots`, one per record: the last one, as units are queued in the order they ended. */
export function lastPerRecord(snapshots: readonly Snapshot[]): Snapshot['rows'] {
  const rows = new Map<string, Snapshot['rows'][number]>();
  for (const row of snapshots.flatMap((snapshot) => snapshot.rows))
    rows.set(`${row.collection.name}/${row.id}`, row);
  return [...rows.values()];
}
