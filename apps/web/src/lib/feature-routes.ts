import type { UserType } from '@kitlab/contract';
import type { RouteObject } from 'react-router';

/** A header link, shown to the roles that may open it. */
export interface NavItem {
  label: string;
  to: string;
  roles: readonly UserType[];
  /**
   * A hook that says whether to show the link now, for a page that exists only sometimes (such
   * as the development mailbox). Called only for the roles above.
   */
  useVisible?: () => boolean;
}

/**
 * What a feature adds to the app: pages for signed-out visitors, pages anyone may open (such as
 * an emailed link), pages for signed-in users (each wrapped in its own role guard) and header
 * links.
 */
export interface FeatureRoutes {
  publicRoutes?: RouteObject[];
  openRoutes?: RouteObject[];
  signedInRoutes?: RouteObject[];
  nav?: NavItem[];
}
