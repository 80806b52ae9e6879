import type { Rolldown } from 'vite';

/** A build's chunks with the files each loads through its static imports. */
export interface ChunkGraph {
  chunks: readonly Rolldown.OutputChunk[];
  byFile: ReadonlyMap<string, Rolldown.OutputChunk>;
  /** The files `start` loads: their own and their static imports', all the way down. */
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
      const walk = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const next of byFile.get(file)?.imports ?? []) walk(next);
      };
      for (const chunk of start) walk(chunk.fileName);
      return seen;
    },
    holding: (pattern) => chunks.filter((chunk) => chunk.moduleIds.some((id) => pattern.test(id))),
  };
}
