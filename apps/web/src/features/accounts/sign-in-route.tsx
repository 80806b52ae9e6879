import type { RouteObject } from 'react-router';
import { SIGN_IN_PATH } from '../../lib/role-home';
import { SignInPage } from './pages/sign-in-page';

/**
 * Sign-in comes with the first script, not after it: it is the page most visits start on, its
 * inputs and buttons are those most pages use, and a lazy page would wait for a second round of
 * requests before anything but the loading status shows. It is the one page the first script's
 * route table holds (app/router.tsx); every other page's route comes after it, so it lives in a
 * module of its own: the bundler places whole modules, and this one goes with the first script.
 */
export const signInRoute: RouteObject = { path: SIGN_IN_PATH, Component: SignInPage };
