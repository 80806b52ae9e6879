import type { Plugin, Rolldown } from 'vite';
import { type PreloadTurn, TURN_ATTRIBUTE } from '../src/lib/preloaded-in-turns';
import { STORAGE_KEYS } from '../src/lib/storage-keys';
import { chunkGraph } from './chunk-graph';

interface PreloadOptions {
  /**
   * Modules every signed-in page loads after the first script (the route table, the shell), by
   * the group whose code runs their files in turns (src/lib/preloaded-in-turns.ts).
   */
  inTurns: Readonly<Record<PreloadTurn, RegExp>>;
  /** Modules fetched with them that only some pages run (the player's early start). */
  fetchedOnly: readonly RegExp[];
}

/** A file to preload, with the group that runs it in turns, if any. */
type Preload = [href: string, turn: PreloadTurn | ''];

/** Where the preload's script tag goes: last in the page's head. */
const HEAD_END = '  </head>';

/**
 * A classic script (no inline script under the CSP) that preloads `files` when a user is signed
 * in, each link naming the group that runs it in turns.
 */
function preloadScript(tokenKey: string, files: readonly Preload[]): string {
  return `try{if(localStorage.getItem(${JSON.stringify(tokenKey)}))for(const [href,turn] of ${JSON.stringify(files)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;if(turn)link.setAttribute(${JSON.stringify(TURN_ATTRIBUTE)},turn);document.head.append(link)}}catch{}\n`;
}

/**
 * A signed-in page needs the route table beyond sign-in and the signed-in shell, which the first
 * script asks for only once it has arrived and run: a round of requests after it, and the page's
 * own files one more round after the table. A small script in the page's head asks for them at
 * once when the browser holds a signed-in user's token (under the key the app keeps it by), so
 * they come in with the first script; a visitor who is not signed in (sign-in's first visit)
 * fetches nothing more. The files are listed each after the files it imports, as they are run in
 * turns.
 */
export function signedInPreload({ inTurns, fetchedOnly }: PreloadOptions): Plugin {
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
        const files = new Map<string, PreloadTurn | ''>();
        const groups: [PreloadTurn | '', RegExp][] = [
          ...(Object.entries(inTurns) as [PreloadTurn, RegExp][]),
          ...fetchedOnly.map((pattern): ['', RegExp] => ['', pattern]),
        ];
        for (const [turn, pattern] of groups) {
          const holders = holding(pattern);
          if (holders.length === 0) this.error(`No chunk holds a module matching ${pattern}`);
          for (const file of loadedWith(holders)) {
            if (!first.has(file) && !files.has(file)) files.set(file, turn);
          }
        }
        const script = this.emitFile({
          type: 'asset',
          name: 'signed-in-preload.js',
          source: preloadScript(
            STORAGE_KEYS.userToken,
            [...files].map(([file, turn]) => [`/${file}`, turn]),
          ),
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
