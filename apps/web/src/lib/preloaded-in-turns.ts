import { taskOfItsOwn } from './task-of-its-own';

/**
 * The groups of files the signed-in preload (build/signed-in-preload.ts) marks on its links, each
 * run in turns by the code that needs it: the route table's files, and the signed-in shell's. The
 * build reads the names from here.
 */
export const PRELOAD_TURNS = { routes: 'app-routes', shell: 'app-layout' } as const;

export type PreloadTurn = (typeof PRELOAD_TURNS)[keyof typeof PRELOAD_TURNS];

/** The `data-` attribute naming a preloaded file's group, as the build writes it. */
export const TURN_ATTRIBUTE = 'data-turn';

/**
 * Runs the preloaded files of `group`, in the order the build listed them (each after the files it
 * imports), one file in each task. A dynamic import runs all the modules it brings in one task: on
 * a desktop trace the shell and its schemas were one 36 ms task, four times that on a throttled
 * phone; file by file they are tasks of 13 and 22 ms, and input can run between them. Nothing
 * happens when the page holds no such links (a visit that began signed out), and a file that fails
 * is left to the import that needs it, which then reports it. Its caller runs a group once.
 */
export async function runPreloadedInTurns(
  group: PreloadTurn,
  run: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
): Promise<void> {
  const links = document.querySelectorAll<HTMLLinkElement>(
    `link[rel="modulepreload"][${TURN_ATTRIBUTE}="${group}"]`,
  );
  try {
    for (const link of links) {
      await run(link.href);
      await taskOfItsOwn();
    }
  } catch {
    // The import that needs the file tries again and reports the failure.
  }
}
