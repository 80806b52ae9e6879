import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { type ChunkGraph, chunkGraph } from './chunk-graph';

/** Set while the build runs once more to see where each module would go by default. */
const PROBE = 'KITLAB_CHUNK_PROBE';

export const isChunkProbe = () => process.env[PROBE] === '1';

interface ShellOptions {
  /** The signed-in pages' layout, which every signed-in page loads. */
  shell: RegExp;
  /** Modules loaded on demand before anyone signs in (signed-out pages, sign-in's call). */
  signedOut: RegExp;
  /**
   * Modules that do work when they are run, not only declare it (the contract's schemas are built
   * as their module runs): a small file holding one stays apart, run by the pages that use it.
   */
  workWhenRun: RegExp;
}

/**
 * The signed-in pages' shared code as two files. By default the bundler makes a file of every set
 * of modules that the same pages share, so a signed-in page needed about 90 files, most under
 * 2 KB, and the browser fetched them six at a time. Every signed-in page loads the shell anyway,
 * so whatever the shell needs (and any page shares with it) goes into one file with it
 * (`signed-in-shell`), and so do the small files several pages share (`smallFilesPagesShare`): a
 * page may get a few KB it does not use in return for far fewer files, and no module is copied.
 * What the shell shares with a signed-out page or sign-in's call (the API client, zod, the
 * contract's schemas they both use) is a file of its own (`signed-in-and-out`), so those do not
 * bring the shell; a signed-out page may get a few KB of it that it does not use.
 *
 * Which modules the shell needs is read from a first build with the default split, after
 * tree-shaking: the import graph alone would say the shell needs every page a feature's index
 * re-exports.
 */
export function signedInShell({ shell, signedOut, workWhenRun }: ShellOptions) {
  const split = { shellOnly: new Set<string>(), shared: new Set<string>() };
  let configFile: string | undefined;
  const plugin: Plugin = {
    name: 'kitlab:signed-in-shell',
    apply: (_config, env) => env.command === 'build' && !isChunkProbe(),
    configResolved(config) {
      configFile = config.configFile ?? resolve(config.root, 'vite.config.ts');
    },
    async buildStart() {
      const chunks = await defaultChunks(configFile as string);
      Object.assign(split, shellModules(chunks, { shell, signedOut, workWhenRun }));
      if (split.shellOnly.size === 0) this.error(`No module matches the signed-in shell ${shell}`);
    },
  };
  // Neither takes in what its modules import: that has its place already (the first script, the
  // other group, a page's file), and a shared module pulled into the shell would make the
  // signed-out pages load the shell.
  const groups = [
    {
      name: 'signed-in-shell',
      test: (id: string) => split.shellOnly.has(id),
      includeDependenciesRecursively: false,
    },
    {
      name: 'signed-in-and-out',
      test: (id: string) => split.shared.has(id),
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
}

async function defaultChunks(configFile: string): Promise<Rolldown.OutputChunk[]> {
  const { build } = await import('vite');
  process.env[PROBE] = '1';
  try {
    const output = await build({ configFile, logLevel: 'silent', build: { write: false } });
    const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
    return outputs.flatMap((out) =>
      out.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'),
    );
  } finally {
    delete process.env[PROBE];
  }
}

function shellModules(
  chunks: readonly Rolldown.OutputChunk[],
  { shell, signedOut, workWhenRun }: ShellOptions,
): { shellOnly: Set<string>; shared: Set<string> } {
  const graph = chunkGraph(chunks);
  const { byFile, loadedWith, holding } = graph;
  const first = loadedWith(chunks.filter((chunk) => chunk.isEntry));
  const withShell = [...loadedWith(holding(shell))].filter((file) => !first.has(file));
  const withSignedOut = loadedWith(holding(signedOut));
  const modulesOf = (files: string[]) =>
    new Set(files.flatMap((file) => byFile.get(file)?.moduleIds ?? []));
  const common = smallFilesPagesShare(graph, {
    withShell: new Set([...first, ...withShell]),
    withSignedOut,
    workWhenRun,
  });
  return {
    shellOnly: modulesOf([...withShell.filter((file) => !withSignedOut.has(file)), ...common]),
    shared: modulesOf(withShell.filter((file) => withSignedOut.has(file))),
  };
}

/** A file joins the shell's when at least this many pages (or pieces loaded on demand) load it… */
const SHARED_BY_PAGES = 4;
/** …and it is this small (minified, before compression): a Mantine layout piece, a hook, a word list. */
const SMALL_FILE_CHARS = 3000;

/**
 * The small files many signed-in pages share, which the default split gives a file each: a page
 * needed 15 to 30 of them under 2 KB, fetched six at a time by a phone. Every signed-in page
 * loads the shell's file anyway, so they go into it: a page fetches one file more of a few KB
 * where it fetched a dozen. A file joins only if what it imports is loaded with the shell already
 * or joins too, so the shell never brings another file with it, and never one a signed-out page
 * loads, so those pages still do not load the shell. A file that does work as it runs (building
 * schemas) never joins: in the shell every page would run it, where a few pages need it.
 */
function smallFilesPagesShare(
  { chunks, byFile, loadedWith }: ChunkGraph,
  {
    withShell,
    withSignedOut,
    workWhenRun,
  }: {
    withShell: ReadonlySet<string>;
    withSignedOut: ReadonlySet<string>;
    workWhenRun: RegExp;
  },
): string[] {
  const pagesLoading = new Map<string, number>();
  for (const page of chunks.filter((chunk) => chunk.isDynamicEntry)) {
    for (const file of loadedWith([page])) {
      pagesLoading.set(file, (pagesLoading.get(file) ?? 0) + 1);
    }
  }
  const joins = new Set(
    chunks
      .filter(
        (chunk) =>
          !chunk.isDynamicEntry &&
          (pagesLoading.get(chunk.fileName) ?? 0) >= SHARED_BY_PAGES &&
          chunk.code.length <= SMALL_FILE_CHARS &&
          !withShell.has(chunk.fileName) &&
          !withSignedOut.has(chunk.fileName) &&
          !chunk.moduleIds.some((id) => workWhenRun.test(id)),
      )
      .map((chunk) => chunk.fileName),
  );
  const bringsAnother = (file: string) =>
    (byFile.get(file)?.imports ?? []).some((next) => !withShell.has(next) && !joins.has(next));
  for (let left = [...joins].filter(bringsAnother); left.length > 0; ) {
    for (const file of left) joins.delete(file);
    left = [...joins].filter(bringsAnother);
  }
  return [...joins];
}
