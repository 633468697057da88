import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routes } from './app';
import {
  parseMarkdownTable,
  permissionRows,
  permissionsTableEnd,
  permissionsTableStart,
  renderPermissionsTable,
} from './permissions';

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));

function readmeTable(readme: string): { before: string; table: string; after: string } {
  const start = readme.indexOf(permissionsTableStart);
  const end = readme.indexOf(permissionsTableEnd);
  if (start < 0 || end < start)
    throw new Error(`README.md has no ${permissionsTableStart} ... ${permissionsTableEnd} block`);
  return {
    before: readme.slice(0, start + permissionsTableStart.length),
    table: readme.slice(start + permissionsTableStart.length, end),
    after: readme.slice(end),
  };
}

describe('permissions table in src/sandbox/README.md', () => {
  it('lists every route with the credentials and scope the pipeline enforces', () => {
    const readme = readFileSync(readmePath, 'utf8');
    const { before, table, after } = readmeTable(readme);
    const expected = renderPermissionsTable(routes);
    if (process.env.RAILKIT_UPDATE_PERMISSIONS) {
      writeFileSync(readmePath, `${before}\n\n${expected}\n\n${after}`);
      return;
    }
    expect(
      parseMarkdownTable(table),
      'README permissions table is stale: rerun this test with RAILKIT_UPDATE_PERMISSIONS=1',
    ).toEqual(parseMarkdownTable(expected));
  });

  it('covers the routes of issue 3 with their declared access', () => {
    const rows = new Map(permissionRows(routes).map((row) => [`${row[0]} ${row[1]}`, row]));
    expect(rows.get('vault `POST /records/tokenize`')).toEqual([
      'vault',
      '`POST /records/tokenize`',
      'vault token',
      '`vaultrecords:tokenize`',
      expect.any(String),
    ]);
    expect(rows.get('api `POST /merchant/workspaces/bulk-create`')?.[2]).toBe('API key, merchant token');
    expect(rows.get('api `POST /sandbox/clock`')?.[2]).toBe('API key, merchant token');
    expect(rows.get('api `POST /auth/token`')?.[2]).toBe('none');
  });
});
