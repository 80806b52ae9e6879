/** How many pages a list of `count` items takes; an empty list still has its one page. */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/**
 * The page to move to when the address asks for one past the end (an old link, or a list that
 * shrank); null when the page is fine as it is.
 */
export function pageToShow(page: number, count: number, perPage: number): number | null {
  const last = pageCount(count, perPage);
  return page > last ? last : null;
}
