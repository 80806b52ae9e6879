import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/loading-state';
import { signInRoute } from '../features/accounts';
import { isLoggedIn } from '../lib/session-storage';
import { loadAppLayout } from './app-layout-module';
import { PublicOnly } from './guards/public-only';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found-page';
import { RootRedirect } from './routes/root-redirect';
import { RouteError } from './routes/route-error';

const ROOT_ROUTE_ID = 'root';

/** Shown on the first visit while the code of the page asked for arrives. */
function FirstPageLoading() {
  return <LoadingState label="Loading Kitlab…" fullPage />;
}

/**
 * The rest of the route table (app/app-routes.tsx), fetched the first time a visit goes beyond
 * sign-in. A signed-in user will need the signed-in shell too, so its code starts with the table
 * rather than once the table has arrived.
 */
function loadAppRoutes(): Promise<RouteObject[]> {
  if (isLoggedIn()) void loadAppLayout().catch(() => undefined);
  return import('./app-routes').then((routes) => routes.APP_ROUTES);
}

/**
 * The first script's route table holds sign-in, `/` and the not-found page alone. Every other
 * route, with the query cache they read through and the pages' features (their paths, lazy
 * pages and header links), is added when a visit first goes beyond sign-in: the router asks
 * (`patchRoutesOnNavigation`) whenever a path matches nothing more precise than the not-found
 * page, and the table arrives once.
 */
export function createRouter() {
  let added = false;
  return createBrowserRouter(
    [
      {
        id: ROOT_ROUTE_ID,
        element: <RootLayout />,
        errorElement: <RouteError />,
        HydrateFallback: FirstPageLoading,
        children: [
          { index: true, element: <RootRedirect /> },
          { element: <PublicOnly />, children: [signInRoute] },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    {
      async patchRoutesOnNavigation({ patch, signal }) {
        if (added) return;
        const routes = await loadAppRoutes();
        if (added || signal.aborted) return;
        patch(ROOT_ROUTE_ID, routes);
        added = true;
      },
    },
  );
}
