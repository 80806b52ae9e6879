import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

/** A route table as the app router holds it; a new one whenever routes in it change. */
export interface RouteTable {
  routes: RouteObject[];
}

/**
 * Each table's matches, by path. React Router flattens and ranks the whole table and compiles
 * every one of its paths each time it matches an address: with the app's whole table, matched
 * four or five times an address, that was about 140 ms of a signed-in page's first visit on a
 * phone (4x CPU).
 */
const matchedIn = new WeakMap<RouteTable, Map<string, RouteMatch[] | null>>();

/** Paths kept per table, the least recently matched forgotten first, so a long session stays small. */
export const PATHS_KEPT = 50;

/** The routes of `table` that `pathname` matches, outermost first, or null: matched once. */
export function matchesIn(table: RouteTable, pathname: string): RouteMatch[] | null {
  let byPath = matchedIn.get(table);
  if (!byPath) {
    byPath = new Map();
    matchedIn.set(table, byPath);
  }
  const matches = byPath.has(pathname)
    ? (byPath.get(pathname) ?? null)
    : matchRoutes(table.routes, { pathname });
  // Kept last in the map's order, which is the order of forgetting.
  byPath.delete(pathname);
  byPath.set(pathname, matches);
  if (byPath.size > PATHS_KEPT) byPath.delete(byPath.keys().next().value as string);
  return matches;
}

/**
 * The routes `pathname` matches as a table of their own, each holding only the next: the same
 * page for `useRoutes` to draw, with nothing else of the table to flatten and rank again. Copied
 * afresh each time, so a route whose code has since arrived is drawn with it.
 */
export function branchIn(table: RouteTable, pathname: string): RouteObject[] {
  let inner: RouteObject | undefined;
  for (const { route } of [...(matchesIn(table, pathname) ?? [])].reverse()) {
    inner = { ...route, children: inner ? [inner] : undefined } as RouteObject;
  }
  return inner ? [inner] : [];
}
