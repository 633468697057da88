import type { PageLinks } from '../api/schemas/paging';
import { ServerClientConfigurationError } from './errors';

/**
 * Cursor paging of the platform's lists (spec 4.4, 4.5): ask for a page by size and cursor, or follow
 * one of the `links` of a page you already have (`{ url: page.links.next }`).
 */
export type PageRequest =
  | { size?: number; after?: string; before?: string }
  | {
      /** A `links` URL of an earlier page (self, first, last, prev or next). */
      url: string;
    };

/** One page of a list the platform answers: its items and the links to the next and previous pages. */
export interface PagedList<T> {
  links: PageLinks;
  results: T[];
}

/** How a list method walks the pages (`for await` over every item): page size, direction, signal. */
export interface IterateOptions {
  /** Items per request; the platform's default when absent. */
  pageSize?: number;
  /** `backward` starts at the last page and follows `prev`, yielding the newest-listed items last-first. */
  direction?: 'forward' | 'backward';
}

/** The query of a page request; undefined for a link to follow as it is. */
export function pageQuery(page: PageRequest | undefined): Record<string, string | number | undefined> {
  if (!page || 'url' in page) return {};
  if (page.after !== undefined && page.before !== undefined) {
    throw new ServerClientConfigurationError(
      'A page request takes `after` or `before`, not both: pass the cursor of the direction you move in.',
    );
  }
  return { 'page[size]': page.size, 'page[after]': page.after, 'page[before]': page.before };
}

/**
 * The URL to GET for a page: `listUrl` with the query, or the link given. A link must lead to the same
 * list on the same origin: the client sends its credentials there.
 */
export function pageUrl(listUrl: string, page: PageRequest | undefined): string | undefined {
  if (!page || !('url' in page)) return undefined;
  const link = new URL(page.url);
  const list = new URL(listUrl);
  if (link.origin !== list.origin || link.pathname !== list.pathname) {
    throw new ServerClientConfigurationError(
      `${page.url} is not a page of ${listUrl}: follow only the links of that list's pages.`,
    );
  }
  return link.toString();
}

/** Every item of a list, page after page, following `next` (or `prev` backward) until it is null. */
export async function* iterateItems<T>(
  fetchPage: (page: PageRequest) => Promise<PagedList<T>>,
  options: IterateOptions = {},
): AsyncGenerator<T, void, undefined> {
  const backward = options.direction === 'backward';
  let page = await fetchPage({ size: options.pageSize });
  if (backward && page.links.next !== null) page = await fetchPage({ url: page.links.last });
  const seen = new Set<string>();
  for (;;) {
    yield* backward ? [...page.results].reverse() : page.results;
    const link = backward ? page.links.prev : page.links.next;
    // A link that loops back would never end: stop at a page already fetched.
    if (link === null || seen.has(link)) return;
    seen.add(link);
    page = await fetchPage({ url: link });
  }
}
