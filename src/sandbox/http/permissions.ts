import type { Route } from './context';
import { credentialLabels } from './pipeline';

/**
 * The permissions table of the README (route -> credentials accepted -> permission), generated from
 * the route table so that it says what the pipeline enforces. `permissions.node.test.ts` fails when the
 * README's copy differs, and rewrites it with `RAILKIT_UPDATE_PERMISSIONS=1`.
 */

export const permissionsTableStart =
  '<!-- permissions-table:start (generated from `routes`; see permissions.ts) -->';
export const permissionsTableEnd = '<!-- permissions-table:end -->';

const header = ['host', 'method and path', 'credentials accepted', 'scope', 'permission'];

export function permissionRows(routes: readonly Route[]): string[][] {
  return routes.map((route) => [
    route.host,
    `\`${route.method} ${route.path}\``,
    credentialsOf(route),
    route.access?.scope ? `\`${route.access.scope}\`` : '',
    route.docs?.permission ?? '',
  ]);
}

function credentialsOf(route: Route): string {
  if (route.auth === false) return 'none';
  if (!route.access) return `any ${route.host}-host credential; the handler decides`;
  return route.access.credentials.map((credential) => credentialLabels[credential]).join(', ');
}

/** The table as Markdown, one row per route in table order (prettier may align it afterwards). */
export function renderPermissionsTable(routes: readonly Route[]): string {
  const lines = [header, header.map(() => '---'), ...permissionRows(routes)].map(
    (cells) => `| ${cells.map(escapeCell).join(' | ')} |`,
  );
  return lines.join('\n');
}

/** The rows of a Markdown table, cells trimmed, separator row dropped: compares however it is aligned. */
export function parseMarkdownTable(markdown: string): string[][] {
  return markdown
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/\\\|/g, '|')),
    )
    .filter((cells) => !cells.every((cell) => /^:?-+:?$/.test(cell)));
}

function escapeCell(cell: string): string {
  return cell.replace(/\|/g, '\\|');
}
