/** JSON with bigints (amounts in thousandths) kept as `{ "$bigint": "123" }`. */
export function encode(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? { $bigint: item.toString() } : item,
  );
}

/** The reviver costs most of a start's parsing: only JSON that holds a bigint goes through it. */
export function decode(json: string): unknown {
  if (!json.includes('"$bigint"')) return JSON.parse(json);
  return JSON.parse(json, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && '$bigint' in item && typeof item.$bigint === 'string'
      ? BigInt(item.$bigint)
      : item,
  );
}
