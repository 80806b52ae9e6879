import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadState } from './load-state.js';

/** Reads a file of the kit, reporting it as unreadable instead of throwing. */
export async function readKitBytes(state: LoadState, path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(join(state.folder, path));
  } catch (error) {
    state.problems.add({
      code: 'file_unreadable',
      file: path,
      message: `The file could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    });
    return undefined;
  }
}

/** Reads a text file; a leading byte-order mark is dropped so `# Title` is still seen. */
export async function readKitText(state: LoadState, path: string): Promise<string | undefined> {
  const bytes = await readKitBytes(state, path);
  return bytes?.toString('utf8').replace(/^\uFEFF/, '');
}
