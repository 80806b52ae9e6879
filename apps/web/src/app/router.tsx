import { startTransition, useEffect, useState } from 'react';
import {
  BrowserRouter,
  type Location,
  type RouteObject,
  useLocation,
  useRoutes,
} from 'react-router';
import { LoadingState } from '../components/ui/loading-state';
import { signInRoute } from '../features/accounts';
import { PRELOAD_TURNS, runPreloadedInTurns } from '../lib/preloaded-in-turns';
import { isLoggedIn } from '../lib/session-storage';
import { loadAppLayout } from './app-layout-module';
import { ErrorBoundary } from './error-boundary';
import { PublicOnly } from './guards/public-only';
import { RootLayout } from './layouts/root-layout';
import { RouteFailure } from './route-failure';
import { NotFoundPage } from './routes/not-found-page';
import { RootRedirect } from './routes/root-redirect';
import { branchIn, matchesIn, type RouteTable } from './table-matches';

/** Shown on the first visit while the code of the page asked for arrives. */
function FirstPageLoading() {
  return <LoadingState label="Loading Kitlab…" fullPage />;
}

const NOT_FOUND_ROUTE: RouteObject = { path: '*', element: <NotFoundPage /> };

const FIRST_CHILDREN: RouteObject[] = [
  { index: true, element: <RootRedirect /> },
  { element: <PublicOnly />, children: [signInRoute] },
  NOT_FOUND_ROUTE,
];

/** The routes, and whether the rest of the table (app/app-routes.tsx) has been added. */
interface Table extends RouteTable {
  complete: boolean;
}

/** The table under the root layout: the first script's routes, then `appRoutes` when complete. */
function tableOf(appRoutes: RouteObject[] | null): Table {
  const children = appRoutes ? [...FIRST_CHILDREN, ...appRoutes] : FIRST_CHILDREN;
  return { routes: [{ element: <RootLayout />, children }], complete: appRoutes !== null };
}

const FIRST_TABLE = tableOf(null);

/** A route's code still to fetch (its `lazy`), fetched once however many visits ask for it. */
const codeToFetch = new WeakMap<RouteObject, () => Promise<void>>();

/**
 * The route table with each `lazy` route's code fetched on demand: the route is a copy that the
 * code fills in once it has arrived (as the router's own lazy routes are filled in). A failed fetch
 * is tried again by the next visit that needs it.
 */
function withCodeOnDemand(routes: RouteObject[]): RouteObject[] {
  return routes.map(({ lazy, children, ...rest }) => {
    const route = { ...rest, children: children && withCodeOnDemand(children) } as RouteObject;
    if (typeof lazy === 'function') {
      // Drawn as nothing until its code arrives (never on screen: the page before it stays).
      route.element ??= null;
      let arriving: Promise<void> | undefined;
      codeToFetch.set(route, () => {
        arriving ??= Promise.resolve(lazy()).then(
          (code) => {
            Object.assign(route, code);
            codeToFetch.delete(route);
          },
          (error: unknown) => {
            arriving = undefined;
            throw error;
          },
        );
        return arriving;
      });
    }
    return route;
  });
}

/**
 * The rest of the route table (app/app-routes.tsx), fetched the first time a visit goes beyond
 * sign-in. A signed-in user will need the signed-in shell too, so its code starts with the table
 * rather than once the table has arrived. Each runs its preloaded files in turns, apart, so that
 * the table (and with it the page's own files) does not wait for the shell.
 */
function loadAppRoutes(): Promise<RouteObject[]> {
  if (isLoggedIn()) void loadAppLayout().catch(() => undefined);
  return runPreloadedInTurns(PRELOAD_TURNS.routes)
    .then(() => import('./app-routes'))
    .then((routes) => withCodeOnDemand(routes.APP_ROUTES));
}

/** What a location needs before it can show: the rest of the table, its routes' code, or nothing. */
function missingFor(table: Table, location: Location): 'table' | (() => Promise<void>)[] | null {
  const matches = matchesIn(table, location.pathname) ?? [];
  if (!table.complete && matches.at(-1)?.route === NOT_FOUND_ROUTE) return 'table';
  const fetches = matches.flatMap(({ route }) => codeToFetch.get(route) ?? []);
  return fetches.length > 0 ? fetches : null;
}

/** The whole table, fetched once (and again after a failure). */
let wholeTable: Promise<Table> | undefined;

function fetchWholeTable(): Promise<Table> {
  wholeTable ??= loadAppRoutes().then(tableOf, (error: unknown) => {
    wholeTable = undefined;
    throw error;
  });
  return wholeTable;
}

/**
 * Fetches what `location` needs and gives the table it shows with. The page's code is asked for as
 * soon as the rest of the table has arrived, not a render later. Code filling in routes of the
 * same table gives a new `Table` holding them, so the page is drawn again with it.
 */
function fetchFor(table: Table, location: Location): Promise<Table> {
  const missing = missingFor(table, location);
  if (missing === null) return Promise.resolve(table);
  if (missing === 'table') return fetchWholeTable().then((whole) => fetchFor(whole, location));
  return Promise.all(missing.map((fetchCode) => fetchCode())).then(() => ({ ...table }));
}

/**
 * The pages for the address. The first script's table holds sign-in, `/` and the not-found page
 * alone; every other route, with the query cache they read through and the pages' features (their
 * paths, lazy pages and header links), is added the first time a path matches nothing more precise
 * than the not-found page. Until what a new address needs has arrived, the page before it stays
 * (on the first visit, the loading status), as a data router's navigation would keep it.
 */
function AppRoutes() {
  const location = useLocation();
  const [table, setTable] = useState(FIRST_TABLE);
  const [failure, setFailure] = useState<{ location: Location; error: unknown } | null>(null);
  // The last address whose page could be drawn: it stays while the next one's code arrives.
  const [shown, setShown] = useState<Location | null>(null);
  if (shown !== location && missingFor(table, location) === null) setShown(location);

  useEffect(() => {
    if (missingFor(table, location) === null) return;
    let current = true;
    fetchFor(table, location).then(
      (complete) => {
        // The page the new code draws is drawn in slices, as the first render is (main.tsx).
        if (current) startTransition(() => setTable(complete));
      },
      (error: unknown) => {
        if (current) setFailure({ location, error });
      },
    );
    return () => {
      current = false;
    };
  }, [table, location]);

  const drawn = shown ?? location;
  const element = useRoutes(branchIn(table, drawn.pathname), drawn);
  if (failure?.location === location) return <RouteFailure error={failure.error} />;
  return shown ? element : <FirstPageLoading />;
}

/** The app's pages under the browser's address, with the last line for errors outside a page. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <ErrorBoundary>
        <AppRoutes />
      </ErrorBoundary>
    </BrowserRouter>
  );
}
