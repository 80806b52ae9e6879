import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type LoadKitOptions, type LoadKitResult, loadKitFolder } from './load-kit-folder.js';

export interface LibraryEntry extends LoadKitResult {
  /** Name of the kit's folder inside the library folder. */
  folder: string;
}

/** Loads every kit folder inside `root` and reports kit slugs used by more than one folder. */
export async function loadKitLibrary(
  root: string,
  options: LoadKitOptions = {},
): Promise<LibraryEntry[]> {
  const entries = await readdir(root, { withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  const results: LibraryEntry[] = [];
  const slugs = new Map<string, string>();
  for (const folder of folders) {
    const result = await loadKitFolder(join(root, folder), options);
    const entry: LibraryEntry = { folder, ...result };
    const slug = result.kit?.slug;
    const other = slug ? slugs.get(slug) : undefined;
    if (slug && other) {
      entry.problems = [
        ...entry.problems,
        {
          severity: 'error',
          code: 'duplicate_slug',
          file: 'kit.yaml',
          path: 'slug',
          message: `Kit slug "${slug}" is also used by the kit in ${other}`,
        },
      ];
      delete entry.kit;
    } else if (slug) slugs.set(slug, folder);
    results.push(entry);
  }
  return results;
}
