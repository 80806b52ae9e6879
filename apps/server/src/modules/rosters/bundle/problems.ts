import type { rosters } from '@kitlab/contract';

export type RosterProblem = rosters.RosterProblem;

/** Problems of one file, gathered as its rows are read. */
export class FileProblems {
  readonly list: RosterProblem[] = [];
  errorCount = 0;

  /** @param file the file's name as the school sees it (`users.csv`) */
  constructor(readonly file: string) {}

  error(line: number | null, field: string | null, message: string): void {
    this.list.push({ file: this.file, line, field, severity: 'error', message });
    this.errorCount += 1;
  }

  warning(line: number | null, field: string | null, message: string): void {
    this.list.push({ file: this.file, line, field, severity: 'warning', message });
  }
}

/** The zip as a whole has no file name of its own in a problem. */
export const WHOLE_ZIP = '';

export const ONEROSTER_11_MESSAGE =
  'This is a OneRoster 1.1 bundle; Kitlab reads OneRoster 1.2 (roles in roles.csv, no role column in users.csv).';
