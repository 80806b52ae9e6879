import type { rosters } from '@kitlab/contract';
import { numberText } from '@kitlab/domain';

type Counts = rosters.RosterFileCounts;
type Problem = rosters.RosterProblem;

/** What the records of a bundle did, in the order the counts, chart and table show them. */
const COUNT_KINDS = ['created', 'updated', 'deactivated', 'unchanged'] as const;
export type CountKind = (typeof COUNT_KINDS)[number];

/** Each kind's words and colour, the same on the chart, its key and its table. */
export const COUNT_SERIES: readonly { name: CountKind; label: string; color: string }[] = [
  { name: 'created', label: 'Created', color: 'teal.8' },
  { name: 'updated', label: 'Changed', color: 'blue.8' },
  { name: 'deactivated', label: 'Deactivated', color: 'orange.9' },
  { name: 'unchanged', label: 'Unchanged', color: 'gray.6' },
];

export interface FileCountsRow extends Counts {
  file: string;
}

/** One row per file of the bundle, as the answer lists them. */
export function fileCountRows(counts: Record<string, Counts>): FileCountsRow[] {
  return Object.entries(counts).map(([file, figures]) => ({ file, ...figures }));
}

/** The counts of every file added up. */
export function totalCounts(counts: Record<string, Counts>): Counts {
  const total: Counts = { created: 0, updated: 0, deactivated: 0, unchanged: 0 };
  for (const figures of Object.values(counts)) {
    for (const kind of COUNT_KINDS) total[kind] += figures[kind];
  }
  return total;
}

/**
 * What applying does (or did), in words: "3 records will be created, 1 changed and 2
 * deactivated." Unchanged records are left out: nothing happens to them.
 */
export function changesInWords(counts: Record<string, Counts>, tense: 'will' | 'did'): string {
  const { created, updated, deactivated } = totalCounts(counts);
  if (created + updated + deactivated === 0) {
    return tense === 'will' ? 'Nothing will change.' : 'Nothing changed.';
  }
  const verb = tense === 'will' ? 'will be' : created === 1 ? 'was' : 'were';
  const records = `${numberText(created)} ${created === 1 ? 'record' : 'records'}`;
  return `${records} ${verb} created, ${numberText(updated)} changed and ${numberText(deactivated)} deactivated.`;
}

/** How many changes the answer counts but does not list (it lists the first few hundred). */
export function unlistedChanges(result: rosters.RosterImportResult): number {
  const { created, updated, deactivated } = totalCounts(result.counts);
  return Math.max(0, created + updated + deactivated - result.changes.length);
}

export interface FileProblems {
  file: string;
  errors: number;
  warnings: number;
  /** Errors first, then by line (a whole file's problem, with no line, before its rows'). */
  problems: Problem[];
}

const severityOrder = (problem: Problem) => (problem.severity === 'error' ? 0 : 1);

/** Every problem grouped by file: files with errors first, and in each file errors first. */
export function problemsByFile(problems: readonly Problem[]): FileProblems[] {
  const byFile = new Map<string, Problem[]>();
  for (const problem of problems) {
    const list = byFile.get(problem.file) ?? [];
    list.push(problem);
    byFile.set(problem.file, list);
  }
  const groups = [...byFile].map(([file, list]) => {
    const sorted = [...list].sort(
      (a, b) => severityOrder(a) - severityOrder(b) || (a.line ?? 0) - (b.line ?? 0),
    );
    const errors = sorted.filter((problem) => problem.severity === 'error').length;
    return { file, errors, warnings: sorted.length - errors, problems: sorted };
  });
  return groups.sort((a, b) => Number(b.errors > 0) - Number(a.errors > 0));
}

export function errorCount(result: rosters.RosterImportResult): number {
  return result.problems.filter((problem) => problem.severity === 'error').length;
}

/** Where a problem is: "Line 4, field role", "Line 4", or "The whole file". */
export function problemPlace({ line, field }: Pick<Problem, 'line' | 'field'>): string {
  if (line === null) return field === null ? 'The whole file' : `Field ${field}`;
  return field === null ? `Line ${line}` : `Line ${line}, field ${field}`;
}

/** A size in megabytes as people read it: "12.3 MB", and "0.1 MB" for anything smaller. */
export function megabytes(bytes: number): string {
  const size = Math.max(bytes / 1_048_576, bytes > 0 ? 0.1 : 0);
  return `${numberText(Math.round(size * 10) / 10)} MB`;
}
