import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Compressed JavaScript a page's first visit may fetch, in KB of the built files' brotli bodies
 * (what a browser gets over HTTPS), everything the visit fetches counted: the first-page benchmark
 * measures it with Lighthouse, a journey keeps changes within it.
 */
export const SCRIPT_BUDGET_KB = { 'sign-in': 120, 'quiz player': 170 } as const;

/**
 * A built file's size as the server sends it compressed (`encoding` is the precompressed copy's
 * extension); a file too small to be precompressed goes as it is.
 */
export function builtSize(webDist: string, url: string, encoding: 'br' | 'gz'): number {
  const file = join(webDist, new URL(url).pathname);
  const compressed = `${file}.${encoding}`;
  return statSync(existsSync(compressed) ? compressed : file).size;
}
