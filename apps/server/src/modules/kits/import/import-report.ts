import { describeProblem } from '@kitlab/kit-format';
import { hasErrors, type KitImportResult } from './kit-importer.js';

/** One line per kit, then each of its problems with file, line and data path. */
export function printReport(result: KitImportResult, log: (line: string) => void): void {
  for (const entry of result.loaded) {
    const errors = entry.problems.filter((p) => p.severity === 'error').length;
    const warnings = entry.problems.length - errors;
    const done = result.imported.find((k) => k.folder === entry.folder);
    const what = done
      ? `${done.slug} ${done.outcome}`
      : hasErrors(entry)
        ? 'not imported'
        : 'checked';
    log(
      `${hasErrors(entry) ? 'FAIL' : 'ok  '} ${entry.folder}: ${what}, ${errors} errors, ${warnings} warnings`,
    );
    for (const problem of entry.problems) log(`     ${describeProblem(problem)}`);
  }
  if (result.loaded.length === 0) log('No kit folders found.');
  else if (!result.ok) log('Nothing was imported: fix the errors above and import again.');
}
