import type * as z from 'zod/mini';
import { defaultPageSize, type PageLinks } from '../../api/schemas/paging';
import { HttpError, type ErrorItem } from './responses';
import { issueProblems, type ValidatingSchema } from './pipeline';

/**
 * Cursor paging shared by the sandbox's lists (enrollment events, report runs).
 *
 * A list is an array in display order whose items each have a `rank` that grows strictly along that
 * order. A cursor is an opaque encoding of one item's rank, so it keeps its place when items are added
 * or when another filter hides the item: `page[after]=c` answers the items ranked after `c`,
 * `page[before]=c` the `size` items just before `c`.
 */

export interface PageRequest {
  size: number;
  after?: number;
  before?: number;
}

/** The paging keys of a list query after `pageQueryShape` parsed them. */
export interface PageQuery {
  'page[size]'?: number;
  'page[after]'?: string;
  'page[before]'?: string;
}

const cursorPrefix = 'rk1:';

export function encodeCursor(rank: number): string {
  return Buffer.from(`${cursorPrefix}${rank}`).toString('base64url');
}

function decodeCursor(field: string, cursor: string): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const rank = text.startsWith(cursorPrefix) ? Number(text.slice(cursorPrefix.length)) : Number.NaN;
  if (!Number.isSafeInteger(rank)) {
    throw new HttpError(
      400,
      malformed(field, 'cursor', 'is not a cursor of this list; copy it from a links URL of an earlier page'),
    );
  }
  return rank;
}

/**
 * A `400 request.malformed` item naming the offending query key or body path in `reason.path`, the
 * same shape the pipeline gives body schema violations.
 */
export function malformed(path: string, rule: string, issue: string): ErrorItem {
  return {
    code: 'request.malformed',
    detail: `The request does not match the schema: ${path} ${issue}.`,
    reason: { path, rule, issue },
  };
}

/**
 * The query string as a plain record (the last value wins for a repeated key), checked by `schema`:
 * `400 request.malformed` with one item per problem, each naming its key.
 */
export function readQuery<S extends z.ZodMiniType>(schema: S, url: URL): z.output<S> {
  const query = Object.fromEntries(url.searchParams);
  const result = (schema as unknown as ValidatingSchema).safeParse(query);
  if (result.success) return result.data as z.output<S>;
  const items = result.error.issues.flatMap((issue) =>
    issueProblems(issue, query).map((problem) =>
      malformed(problem.path || '(query)', problem.rule, problem.text),
    ),
  );
  throw new HttpError(400, items);
}

export function readPageRequest(query: PageQuery): PageRequest {
  const after = query['page[after]'];
  const before = query['page[before]'];
  if (after !== undefined && before !== undefined) {
    throw new HttpError(
      400,
      malformed(
        'page[before]',
        'exclusive',
        'cannot be sent with page[after]: send one, to page forward or back',
      ),
    );
  }
  return {
    size: query['page[size]'] ?? defaultPageSize,
    ...(after !== undefined ? { after: decodeCursor('page[after]', after) } : {}),
    ...(before !== undefined ? { before: decodeCursor('page[before]', before) } : {}),
  };
}

export interface PageSlice<T> {
  results: T[];
  /** Index of the first result in the whole list. */
  start: number;
  /** Index after the last result. */
  end: number;
}

/** The page of `items` (in display order) that `page` asks for. */
export function paginate<T>(
  items: readonly T[],
  rankOf: (item: T) => number,
  page: PageRequest,
): PageSlice<T> {
  let start = 0;
  let end: number;
  if (page.after !== undefined) {
    start = firstIndexWhere(items, (item) => rankOf(item) > page.after!);
    end = Math.min(items.length, start + page.size);
  } else if (page.before !== undefined) {
    end = firstIndexWhere(items, (item) => rankOf(item) >= page.before!);
    start = Math.max(0, end - page.size);
  } else {
    end = Math.min(items.length, page.size);
  }
  return { results: items.slice(start, end), start, end };
}

function firstIndexWhere<T>(items: readonly T[], test: (item: T) => boolean): number {
  const index = items.findIndex(test);
  return index === -1 ? items.length : index;
}

/**
 * Absolute links of a page. `filters` are the list's own query keys (kept on every link); undefined
 * values are left out. `prev`/`next` are null at the ends; `last` is the final `size` items.
 */
export function pageLinks<T>(
  baseUrl: string,
  filters: Record<string, string | undefined>,
  items: readonly T[],
  rankOf: (item: T) => number,
  page: PageRequest,
  slice: PageSlice<T>,
): PageLinks {
  const link = (cursor: { after?: number; before?: number } = {}) => {
    const params: [string, string | undefined][] = [
      ...Object.entries(filters),
      ['page[size]', String(page.size)],
      ['page[after]', cursor.after === undefined ? undefined : encodeCursor(cursor.after)],
      ['page[before]', cursor.before === undefined ? undefined : encodeCursor(cursor.before)],
    ];
    // Bracketed keys stay readable; values are percent-encoded.
    const query = params
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
      .join('&');
    return `${baseUrl}?${query}`;
  };
  const lastStart = items.length - page.size;
  const last = lastStart > 0 ? link({ after: rankOf(items[lastStart - 1]!) }) : link();
  const first = slice.results[0];
  const final = slice.results[slice.results.length - 1];
  let prev: string | null = null;
  if (slice.start > 0) prev = first === undefined ? last : link({ before: rankOf(first) });
  const next = slice.end < items.length && final !== undefined ? link({ after: rankOf(final) }) : null;
  return {
    self: link({ after: page.after, before: page.before }),
    first: link(),
    last,
    prev,
    next,
  };
}
