import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkGraph } from './chunk-graph';

/** A chunk as the graph reads it: its file, its static imports and its modules. */
function chunk(fileName: string, imports: string[], moduleIds: string[] = []) {
  return { fileName, imports, moduleIds } as unknown as Rolldown.OutputChunk;
}

describe('chunkGraph', () => {
  const shell = chunk(
    'shell.js',
    ['signed-in-and-out.js', 'routes.js', 'react.js'],
    ['/app-layout.tsx'],
  );
  const routes = chunk('routes.js', ['query-cache.js', 'react.js'], ['/app-routes.tsx']);
  const graph = chunkGraph([
    chunk('react.js', []),
    chunk('query-cache.js', ['react.js']),
    chunk('signed-in-and-out.js', ['react.js', 'query-cache.js']),
    routes,
    shell,
  ]);

  it('lists the files a chunk loads, each after the files it imports', () => {
    expect([...graph.loadedWith([shell])]).toEqual([
      'react.js',
      'query-cache.js',
      'signed-in-and-out.js',
      'routes.js',
      'shell.js',
    ]);
  });

  it('lists a file shared by two starting chunks once, before the first that imports it', () => {
    expect([...graph.loadedWith([routes, shell])]).toEqual([
      'react.js',
      'query-cache.js',
      'routes.js',
      'signed-in-and-out.js',
      'shell.js',
    ]);
  });

  it('finds the chunks holding a module', () => {
    expect(graph.holding(/app-layout/).map((held) => held.fileName)).toEqual(['shell.js']);
  });

  it('lists each file of an import circle once', () => {
    const circle = chunkGraph([chunk('a.js', ['b.js']), chunk('b.js', ['a.js'])]);
    expect([...circle.loadedWith(circle.chunks.slice(0, 1))]).toEqual(['b.js', 'a.js']);
  });
});
