import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

/** A route table as the app router holds it; a new one whenever routes in it change. */
export interface RouteTable {
  routes: RouteObject[];
}

interface Matched {
  matches: RouteMatch[] | null;
  branch?: RouteObject[];
}

/**
 * Each table's matches, by path. React Router flattens and ranks the whole table and compiles
 * every one of its paths each time it matches an address: with the app's whole table, matched
 * four or five times an address, that was about 140 ms of a signed-in page's first visit on a
 * phone (4x CPU).
 */
const matchedIn = new WeakMap<RouteTable, Map<string, Matched>>();

/** Paths kept per table, the least recently matched forgotten first, so a long session stays small. */
export const PATHS_KEPT = 50;

function matchedAt(table: RouteTable, pathname: string): Matched {
  let byPath = matchedIn.get(table);
  if (!byPath) {
    byPath = new Map();
    matchedIn.set(table, byPath);
  }
  const matched = byPath.get(pathname) ?? { matches: matchRoutes(table.routes, { pathname }) };
  // Kept last in the map's order, which is the order of forgetting.
  byPath.delete(pathname);
  byPath.set(pathname, matched);
  if (byPath.size > PATHS_KEPT) byPath.delete(byPath.keys().next().value as string);
  return matched;
}

/** The routes of `table` that `pathname` matches, outermost first, or null: matched once. */
export function matchesIn(table: RouteTable, pathname: string): RouteMatch[] | null {
  return matchedAt(table, pathname).matches;
}

/**
 * The routes `pathname` matches as a table of their own, each holding only the next: the same
 * page for `useRoutes` to draw, with nothing else of the table to flatten and rank again.
 */
export function branchIn(table: RouteTable, pathname: string): RouteObject[] {
  const matched = matchedAt(table, pathname);
  matched.branch ??= branchOf(matched.matches ?? []);
  return matched.branch;
}

function branchOf(matches: readonly RouteMatch[]): RouteObject[] {
  let inner: RouteObject | undefined;
  for (const { route } of [...matches].reverse()) {
    inner = { ...route, children: inner ? [inner] : undefined } as RouteObject;
  }
  return inner ? [inner] : [];
}
