import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A folder or file shipped beside the server code (migrations, data lists), found both from the
 * source tree (src/…) and from the bundled server (dist/main.js).
 */
export function serverAssetPath(name: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth++) {
    const candidate = resolve(dir, name);
    if (existsSync(candidate)) return candidate;
    dir = resolve(dir, '..');
  }
  throw new Error(`Missing server asset: ${name}`);
}
