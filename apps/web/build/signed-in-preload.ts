import type { Plugin, Rolldown } from 'vite';
import { STORAGE_KEYS } from '../src/lib/storage-keys';
import { chunkGraph } from './chunk-graph';

interface PreloadOptions {
  /** Modules every signed-in page loads after the first script: the route table, the shell. */
  modules: readonly RegExp[];
}

/** Where the preload's script tag goes: last in the page's head. */
const HEAD_END = '  </head>';

/** A classic script (no inline script under the CSP) that preloads `files` when a user is signed in. */
function preloadScript(tokenKey: string, files: readonly string[]): string {
  const hrefs = JSON.stringify(files.map((file) => `/${file}`));
  return `try{if(localStorage.getItem(${JSON.stringify(tokenKey)}))for(const href of ${hrefs}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}}catch{}\n`;
}

/**
 * A signed-in page needs the route table beyond sign-in and the signed-in shell, which the first
 * script asks for only once it has arrived and run: a round of requests after it, and the page's
 * own files one more round after the table. A small script in the page's head asks for them at
 * once when the browser holds a signed-in user's token (under the key the app keeps it by), so
 * they come in with the first script; a visitor who is not signed in (sign-in's first visit)
 * fetches nothing more.
 */
export function signedInPreload({ modules }: PreloadOptions): Plugin {
  return {
    name: 'kitlab:signed-in-preload',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (item): item is Rolldown.OutputChunk => item.type === 'chunk',
        );
        const { loadedWith, holding } = chunkGraph(chunks);
        const entry = chunks.find((chunk) => chunk.isEntry);
        const html = bundle['index.html'];
        if (!entry || html?.type !== 'asset')
          this.error('No entry chunk or index.html to preload from');
        const first = loadedWith([entry]);
        const files = new Set<string>();
        for (const pattern of modules) {
          const holders = holding(pattern);
          if (holders.length === 0) this.error(`No chunk holds a module matching ${pattern}`);
          for (const file of loadedWith(holders)) if (!first.has(file)) files.add(file);
        }
        const script = this.emitFile({
          type: 'asset',
          name: 'signed-in-preload.js',
          source: preloadScript(STORAGE_KEYS.userToken, [...files]),
        });
        const tag = `<script async src="/${this.getFileName(script)}"></script>`;
        const page = String(html.source);
        if (!page.includes(HEAD_END))
          this.error(`index.html has no "${HEAD_END}" to preload before`);
        html.source = page.replace(HEAD_END, `    ${tag}\n${HEAD_END}`);
      },
    },
  };
}
