import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contractWithoutCallSummaries } from './build/call-summaries';
import { contractIndexWithoutMessages } from './build/contract-index';
import { directImports } from './build/direct-imports';
import { mantineStylesInUse } from './build/mantine-styles';
import { precompress } from './build/precompress';
import { serviceWorker } from './build/service-worker';
import { signedInPreload } from './build/signed-in-preload';
import { isChunkProbe, signedInShell } from './build/signed-in-shell';
import { themeVariables } from './build/theme-variables';
import { toastHostWithoutScrollLock } from './build/toast-host-class';
import { PRELOAD_TURNS } from './src/lib/preloaded-in-turns';

/** The web app's own modules. */
const SOURCE_DIR = fileURLToPath(new URL('./src', import.meta.url));

/** The web app's own sources, as opposed to libraries, workspace packages and style sheets. */
const OWN_SCRIPT = /[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/;

/**
 * The web app's modules only declare things (or do their work when a declaration is used), so one
 * whose exports nothing uses can be left out: a feature's index then brings a page only what it
 * uses. Libraries and the workspace packages keep what their package.json says (the contract's
 * index, less its plain messages: see build/contract-index.ts).
 */
function declaresOnly(id: string): boolean | undefined {
  return OWN_SCRIPT.test(id) ? false : undefined;
}

/** Every route but sign-in's (app/router.tsx adds them when a visit goes beyond sign-in). */
const APP_ROUTES = /[\\/]src[\\/]app[\\/]app-routes\.tsx$/;

/** The signed-in pages' layout (its route is in app/app-routes.tsx). */
const SHELL_LAYOUT = /[\\/]src[\\/]app[\\/]layouts[\\/]app-layout\.tsx$/;

/**
 * What the player's route runs to ask for the attempt ahead of the player's code
 * (features/activities/routes.tsx): fetched with the route table, run by the player alone.
 */
const PLAYER_EARLY_START = /[\\/]src[\\/]features[\\/]activities[\\/]api[\\/]start-attempt\.ts$/;

/** The schemas of kit content (lessons, questions) and of an attempt's answers. */
const KIT_CONTENT_SHAPES =
  /[\\/]packages[\\/](contract[\\/]src[\\/](kits|activities)[\\/]shapes|kit-format[\\/]src[\\/]lesson-blocks)\.ts$/;

const SHELL = signedInShell({
  shell: SHELL_LAYOUT,
  // Keep in step with the routes open to visitors who are not signed in, sign-in's own call and
  // the toast host (fetched with a page's first toast, signed in or not).
  signedOut:
    /[\\/](features[\\/]accounts[\\/](pages[\\/](forgot|reset)-password-page\.tsx|api[\\/]sign-in-request\.ts)|lib[\\/]toast-host\.tsx)$/,
  // The workspace packages' schemas are built as their modules run.
  workWhenRun: /[\\/]packages[\\/](contract|kit-format)[\\/]src[\\/]/,
});

export default defineConfig({
  plugins: [
    react(),
    contractIndexWithoutMessages(),
    contractWithoutCallSummaries(),
    toastHostWithoutScrollLock(),
    themeVariables(),
    mantineStylesInUse(SOURCE_DIR),
    directImports([
      '@mantine/core',
      '@mantine/hooks',
      '@mantine/notifications',
      '@mantine/dates',
      '@mantine/charts',
    ]),
    // The probe build (build/signed-in-shell.ts) writes nothing.
    ...(isChunkProbe()
      ? []
      : [
          serviceWorker(),
          signedInPreload({
            inTurns: { [PRELOAD_TURNS.routes]: APP_ROUTES, [PRELOAD_TURNS.shell]: SHELL_LAYOUT },
            fetchedOnly: [PLAYER_EARLY_START],
          }),
          precompress(),
        ]),
    SHELL.plugin,
  ],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server's CSP allows scripts from 'self' only; keep everything in files.
    assetsInlineLimit: 0,
    rolldownOptions: {
      treeshake: { moduleSideEffects: declaresOnly },
      output: {
        codeSplitting: {
          groups: [
            // React and the router run on every page: one file the browser keeps across releases.
            // The query cache comes with every route but sign-in's (app/app-routes.tsx), in a file
            // of its own so the route table waits for nothing else. The rest of the first script is
            // one file (`first-page`), what the signed-in shell loads is two files
            // (build/signed-in-shell.ts), and everything else is split by the pages that use it.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            { name: 'query-cache', test: /node_modules[\\/]@tanstack[\\/]/, priority: 3 },
            { name: 'first-page', tags: ['$initial'], priority: 2 },
            // The route table beyond sign-in with what it needs and no earlier file holds, so the
            // pages' own files start one small file after the first script.
            { name: 'app-routes', test: APP_ROUTES, priority: 1 },
            // Kit content's and the attempt's shapes: the pages that show a kit's lessons or
            // questions need both, so they come as one file (one request, one compression).
            {
              name: 'kit-content-shapes',
              test: KIT_CONTENT_SHAPES,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            ...(isChunkProbe() ? [] : SHELL.groups),
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // Vitest leaves one core free by default: on a 2-core machine that is one worker for ~130
    // test files, and two finish in about 60% of the time.
    maxWorkers: 2,
    // Each file still gets its own modules and globals, in a VM context of a long-lived worker
    // instead of a new process: starting a process and loading jsdom, React and Mantine again for
    // every file took two thirds of the stage (221 s against 68 s for 193 files).
    pool: 'vmForks',
    // A VM context cannot require an ES module, which recharts' CommonJS build does (Redux
    // Toolkit): the charts load from recharts' ES build, transformed by Vitest.
    alias: [{ find: /^recharts$/, replacement: 'recharts/es6/index.js' }],
    server: { deps: { inline: ['@mantine/charts', 'recharts'] } },
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    restoreMocks: true,
  },
});
