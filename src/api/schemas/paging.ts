import * as z from 'zod/mini';

/** Largest `page[size]` the paged lists accept, and the size used when none is given. */
export const maxPageSize = 100;
export const defaultPageSize = 20;

/**
 * Paging links of a list (spec 4.4, 4.5): absolute URLs that carry the list's filters and page keys.
 * `prev` and `next` are always present and `null` at the ends of the list, so a client can loop on
 * `next` until it is null. `first` and `last` are always URLs (the same one when everything fits on a page).
 */
export const pageLinksSchema = z.object({
  self: z.url(),
  first: z.url(),
  last: z.url(),
  prev: z.nullable(z.url()),
  next: z.nullable(z.url()),
});
export type PageLinks = z.infer<typeof pageLinksSchema>;

/** Cursors are opaque strings taken from the `links` of an earlier page. */
const cursorSchema = z.string().check(z.minLength(1));

/**
 * The paging keys of a cursor-paged list's query. `page[after]` and `page[before]` take a cursor from
 * a `links` URL of an earlier answer; they exclude each other.
 */
export const pageQueryShape = {
  'page[size]': z.optional(
    z.coerce
      .number({ error: `must be a whole number from 1 to ${maxPageSize}` })
      .check(z.int(`must be a whole number from 1 to ${maxPageSize}`), z.minimum(1), z.maximum(maxPageSize)),
  ),
  'page[after]': z.optional(cursorSchema),
  'page[before]': z.optional(cursorSchema),
};

/** One page of a list with its links. */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({ links: pageLinksSchema, results: z.array(item) });
}
