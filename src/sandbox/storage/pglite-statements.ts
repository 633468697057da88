import type { PGlite } from '@electric-sql/pglite';

/** A message PGlite answers with. */
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** What the runner needs of the PGlite module (imported only when a sandbox opens a folder). */
export type PgliteProtocol = Pick<typeof import('@electric-sql/pglite'), 'protocol' | 'types' | 'parse'>;

/**
 * Statements kept prepared, the most recently used: each holds its plan in PGlite's WebAssembly memory,
 * which never shrinks. A mixed load writes some 200 shapes (the collections a request changes), and
 * holding them all cost about 20 MB resident (scripts/bench-sandbox-resources.mjs --mixed); the hot
 * few stay prepared.
 */
export const maxPrepared = 32;

/**
 * Runs statements on PGlite through its wire protocol, each shape prepared once by name. PGlite's
 * `query` parses, describes and plans a statement on every call, six calls into the WebAssembly; a
 * prepared statement takes one (bind, execute, sync) and no planning. Parameters go as text, so their
 * types come from the statement (`$1::text[]`, or the column a parameter is compared with).
 */
export class PgliteStatements {
  /** Prepared statements' names by SQL, least recently used first. */
  readonly #names = new Map<string, string>();
  #named = 0;

  constructor(
    private readonly db: PGlite,
    private readonly pglite: PgliteProtocol,
  ) {}

  /** Runs `sql`; rejects with the database's error (its SQLSTATE in `code`), nothing of it kept. */
  async run(sql: string, params: readonly unknown[]): Promise<void> {
    await this.db.runExclusive(() => this.#run(sql, params));
  }

  /** The rows `sql` selects, their values parsed as `query` parses them. */
  async rows<Row>(sql: string, params: readonly unknown[]): Promise<Row[]> {
    const answers = await this.db.runExclusive(() => this.#run(sql, params));
    const [result] = this.pglite.parse.parseResults(answers, this.pglite.types.parsers);
    return (result?.rows ?? []) as Row[];
  }

  async #run(sql: string, params: readonly unknown[]): Promise<BackendMessage[]> {
    const { serialize } = this.pglite.protocol;
    const values = params.map((value) => this.#text(value));
    const known = this.#names.get(sql);
    const name = known ?? `railkit_${++this.#named}`;
    const evicted = known === undefined && this.#names.size >= maxPrepared ? this.#leastRecent() : [];
    const messages = [
      ...evicted.map((old) => serialize.close({ type: 'S', name: old })),
      ...(known === undefined ? [serialize.parse({ name, text: sql })] : []),
      serialize.bind({ statement: name, values }),
      // The names and types of the columns, for `rows`.
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ];
    // The stream variant parses the answer as it comes: `execProtocol` would also copy it whole.
    const answers = await this.db.execProtocolStream(joined(messages), { throwOnError: false });
    // Prepared even when the statement then failed (a conflict): the name stays taken.
    if (known !== undefined || answers.some((answer) => answer.name === 'parseComplete')) {
      this.#names.delete(sql);
      this.#names.set(sql, name);
    }
    const error = answers.find((answer) => answer.name === 'error');
    if (error) throw error;
    return answers;
  }

  /** Forgets the least recently used statement; returns its name, for the database to close it. */
  #leastRecent(): string[] {
    const [oldest] = this.#names;
    if (!oldest) return [];
    this.#names.delete(oldest[0]);
    return [oldest[1]];
  }

  /** A parameter in PostgreSQL's text format: what the statements pass (ids, JSON text, versions). */
  #text(value: unknown): string | null {
    if (value === null || value === undefined) return null;
    // The serializer quotes and escapes each element; it writes null elements itself.
    if (Array.isArray(value)) return this.pglite.types.arraySerializer(value, scalarText, 0);
    return scalarText(value);
  }
}

function scalarText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
    return String(value);
  throw new TypeError(
    `A statement parameter must be text, a number or an array of them, not ${typeof value}: encode it first (JSON text for a json column).`,
  );
}

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}
