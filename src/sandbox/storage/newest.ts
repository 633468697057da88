import type { Collection } from './collection';

/**
 * The newest `limit` records of `collection` that `matches` accepts and the SQL `where` (over `data`,
 * with `params`) selects, newest first: lists people page through (the console, the CLI). What memory
 * holds comes first, newest first (with no database it is every record; with one, the records not
 * written yet are the newest), then the table's newest rows by insertion order, at most `limit` read.
 */
export async function newestRecords<Value>(
  collection: Collection<Value>,
  matches: (record: Value) => boolean,
  where: string,
  params: readonly unknown[],
  limit: number,
): Promise<Value[]> {
  const found = new Set<Value>();
  // `false` selects no row: this pass hands over the records memory holds, in insertion order.
  const held: Value[] = [];
  await collection.selectPages(matches, 'false', [], (page) => void held.push(...page));
  for (const record of held.reverse()) found.add(record);
  const add = (page: Value[]) => page.forEach((record) => found.add(record));
  await collection.selectPages(matches, where, params, add, { orderBy: 'seq desc', limit });
  return [...found].slice(0, limit);
}

/** A merchant's newest `limit` records of `collection`, newest first. */
export function newestOfMerchant<Value extends { merchantId: string }>(
  collection: Collection<Value>,
  merchantId: string,
  limit: number,
): Promise<Value[]> {
  const matches = (record: Value) => record.merchantId === merchantId;
  return newestRecords(collection, matches, `data->>'merchantId' = $1`, [merchantId], limit);
}
