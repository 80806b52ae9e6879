import type { Rolldown } from 'vite';

/** A build's chunks with the files each loads through its static imports. */
export interface ChunkGraph {
  chunks: readonly Rolldown.OutputChunk[];
  byFile: ReadonlyMap<string, Rolldown.OutputChunk>;
  /**
   * The files `start` loads: their own and their static imports', all the way down, each after the
   * files it imports (the order the browser runs them in).
   */
  loadedWith(start: readonly Rolldown.OutputChunk[]): Set<string>;
  /** The chunks holding a module whose id matches `pattern`. */
  holding(pattern: RegExp): Rolldown.OutputChunk[];
}

export function chunkGraph(chunks: readonly Rolldown.OutputChunk[]): ChunkGraph {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return {
    chunks,
    byFile,
    loadedWith(start) {
      const seen = new Set<string>();
      const importsFirst = new Set<string>();
      const walk = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const next of byFile.get(file)?.imports ?? []) walk(next);
        importsFirst.add(file);
      };
      for (const chunk of start) walk(chunk.fileName);
      return importsFirst;
    },
    holding: (pattern) => chunks.filter((chunk) => chunk.moduleIds.some((id) => pattern.test(id))),
  };
}
