import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as pglite from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPrepared, PgliteStatements } from './pglite-statements';

const folder = mkdtempSync(join(tmpdir(), 'railkit-pglite-statements-'));
let db: pglite.PGlite;
let statements: PgliteStatements;

beforeAll(async () => {
  db = await pglite.PGlite.create(folder);
  await db.exec('create table notes (id text primary key, body json not null, version bigint not null)');
  statements = new PgliteStatements(db, pglite);
}, 60_000);

afterAll(async () => {
  await db.close();
  rmSync(folder, { recursive: true, force: true });
});

const insert = `insert into notes (id, body, version)
  select id, body::json, version from unnest($1::text[], $2::text[], $3::bigint[]) as note(id, body, version)`;

async function prepared(): Promise<string[]> {
  const rows = await db.query<{ name: string }>('select name from pg_prepared_statements order by name');
  return rows.rows.map((row) => row.name);
}

describe('statements prepared on PGlite', () => {
  it('prepares a statement once and runs it again by name', async () => {
    await statements.run(insert, [['a'], ['{"n":1}'], [1]]);
    await statements.run(insert, [['b'], ['{"n":2}'], [2]]);
    expect(await prepared()).toEqual(['railkit_1']);
    expect((await db.query('select id from notes order by id')).rows).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it(`keeps the ${maxPrepared} most recently used prepared, closing the others in the database`, async () => {
    const shape = (n: number) => `select $1::int + ${n} as sum`;
    for (let n = 0; n <= maxPrepared; n++) await statements.rows(shape(n), [1]);
    // The insert of the first test is the least recently used: closed.
    expect(await prepared()).toHaveLength(maxPrepared);
    expect(await prepared()).not.toContain('railkit_1');
    // Prepared again when it comes back, and the shapes still answer.
    await statements.run(insert, [['e'], ['{}'], [5]]);
    expect(await prepared()).toHaveLength(maxPrepared);
    expect(await statements.rows(shape(maxPrepared), [1])).toEqual([{ sum: maxPrepared + 1 }]);
  });

  it('sends text arrays whole: quotes, backslashes, commas, braces, NULL-like words and non-ASCII', async () => {
    const bodies = [
      '{"say":"\\"hi\\", {x}"}',
      '{"path":"C:\\\\tmp"}',
      '{"word":"NULL"}',
      '{"name":"Zoë 😀"}',
    ];
    const ids = bodies.map((_, index) => `text-${index}`);
    await statements.run(insert, [ids, bodies, ids.map((_, index) => index)]);
    const rows = await statements.rows<{ id: string; body: string }>(
      'select id, body::text as body from notes where id = any($1::text[]) order by id',
      [ids],
    );
    expect(rows).toEqual(ids.map((id, index) => ({ id, body: bodies[index] })));
  });

  it('parses the columns it reads as PGlite does (bigint, boolean, null)', async () => {
    const [row] = await statements.rows<{ version: number; known: boolean; missing: null }>(
      'select version, id = $1 as known, null as missing from notes where id = $1',
      ['a'],
    );
    expect(row).toEqual({ version: 1, known: true, missing: null });
  });

  it("rejects with the database's error and code, keeps nothing of it, and runs the next statement", async () => {
    const duplicate = statements.run(insert, [
      ['c', 'a'],
      ['{}', '{}'],
      [3, 3],
    ]);
    await expect(duplicate).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('select id from notes where id = $1', ['c'])).rows).toEqual([]);
    await statements.run(insert, [['c'], ['{}'], [3]]);
    expect((await db.query('select id from notes where id = $1', ['c'])).rows).toEqual([{ id: 'c' }]);
  });

  it('refuses a parameter it cannot send as text, with what to pass instead', async () => {
    await expect(statements.run(insert, [['d'], [{ n: 1 }], [4]])).rejects.toThrow(
      /must be text, a number or an array of them/,
    );
    await expect(statements.run('select $1::text', [{ n: 1 }])).rejects.toThrow(TypeError);
  });
});
