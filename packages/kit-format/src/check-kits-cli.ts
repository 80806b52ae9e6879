// Checks kit folders from the command line, for authors before they upload or commit a kit:
//   npm run check -w @kitlab/kit-format -- content/kits              every kit in a folder
//   npm run check -w @kitlab/kit-format -- content/kits/cells-and-microscopes
// Exits with 1 when any kit has an error.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadKitFolder } from './load-kit-folder.js';
import { type LibraryEntry, loadKitLibrary } from './load-kit-library.js';
import { describeProblem } from './problems.js';

async function main(paths: string[]): Promise<number> {
  if (paths.length === 0) {
    console.error('Give one or more kit folders, or a folder of kits.');
    return 2;
  }
  let failed = false;
  for (const path of paths.map((candidate) => resolve(process.env.INIT_CWD ?? '.', candidate))) {
    const entries: LibraryEntry[] = existsSync(join(path, 'kit.yaml'))
      ? [{ folder: path, ...(await loadKitFolder(path)) }]
      : (await loadKitLibrary(path)).map((entry) => ({
          ...entry,
          folder: join(path, entry.folder),
        }));
    for (const entry of entries) {
      const errors = entry.problems.filter((problem) => problem.severity === 'error').length;
      const warnings = entry.problems.length - errors;
      failed ||= errors > 0;
      console.log(
        `${entry.kit ? 'ok  ' : 'FAIL'} ${entry.folder}: ${errors} errors, ${warnings} warnings`,
      );
      for (const problem of entry.problems) console.log(`     ${describeProblem(problem)}`);
    }
  }
  return failed ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
