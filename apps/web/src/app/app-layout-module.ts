import { PRELOAD_TURNS, runPreloadedInTurns } from '../lib/preloaded-in-turns';

/** The shell's preloaded files run in turns, once: the early start and the route both ask. */
let shellFilesRun: Promise<void> | undefined;

/**
 * The signed-in shell's code, fetched by its route; the first script starts it early for a user
 * the stored session says is signed in (app/router.tsx). The browser fetches a module once, so
 * both get the same download. The files preloaded for it run in turns first.
 */
export const loadAppLayout = () => {
  shellFilesRun ??= runPreloadedInTurns(PRELOAD_TURNS.shell);
  return shellFilesRun.then(() => import('./layouts/app-layout'));
};
