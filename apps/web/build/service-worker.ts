import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { SERVICE_WORKER_URL } from '../src/lib/service-worker-protocol';

const ENTRY = 'src/service-worker/sw.ts';

/**
 * The service worker's script, bundled on its own into one classic script: a worker registered
 * without `type: 'module'` cannot import, and the app's chunks are named by content. Only the
 * worker's own entry runs anything when loaded; the modules it imports (the contract's index
 * among them) are kept only for what it uses of them.
 */
/** Marks every module but `entry` as one that runs nothing when imported, whatever its package says. */
function onlyEntryRuns(entry: string): Plugin {
  return {
    name: 'kitlab-service-worker-side-effects',
    transform(code, id) {
      return id === entry ? null : { code, moduleSideEffects: false };
    },
  };
}

async function bundleServiceWorker(root: string): Promise<string> {
  const entry = resolve(root, ENTRY);
  const result = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    plugins: [onlyEntryRuns(entry)],
    build: {
      write: false,
      lib: { entry, formats: ['iife'], name: 'kitlabServiceWorker' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((file) => file.type === 'chunk' && file.isEntry);
    if (chunk?.type === 'chunk') return chunk.code;
  }
  throw new Error(`Bundling ${ENTRY} gave no script.`);
}

/** Builds src/service-worker into the site-root script the pages register, in the build and in dev. */
export function serviceWorker(): Plugin {
  let root = process.cwd();
  const fileName = SERVICE_WORKER_URL.slice(1);
  return {
    name: 'kitlab-service-worker',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: await bundleServiceWorker(root) });
    },
    configureServer(server) {
      server.middlewares.use(SERVICE_WORKER_URL, (_request, response, next) => {
        bundleServiceWorker(root).then((code) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(code);
        }, next);
      });
    },
  };
}
