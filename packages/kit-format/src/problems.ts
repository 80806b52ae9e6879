export type KitProblemSeverity = 'error' | 'warning';

/** Stable codes so the importer and tests can tell problems apart without parsing messages. */
export type KitProblemCode =
  | 'file_missing'
  | 'file_too_large'
  | 'file_unreadable'
  | 'file_type_not_allowed'
  | 'file_unexpected'
  | 'file_unused'
  | 'symlink_not_allowed'
  | 'kit_too_large'
  | 'yaml_syntax'
  | 'schema'
  | 'unknown_subject'
  | 'grade_out_of_range'
  | 'duplicate_slug'
  | 'unknown_topic'
  | 'no_correct_option'
  | 'too_many_correct_options'
  | 'duplicate_option'
  | 'fill_in_blanks'
  | 'lesson_name'
  | 'lesson_no_title'
  | 'lesson_empty_page'
  | 'lesson_none'
  | 'markdown_unsupported'
  | 'markdown_raw_html'
  | 'unsafe_link'
  | 'image_reference'
  | 'image_alt_missing'
  | 'svg_unsafe'
  | 'svg_invalid'
  | 'pdf_unsafe'
  | 'binary_invalid';

export interface KitProblem {
  severity: KitProblemSeverity;
  code: KitProblemCode;
  /** Path of the file inside the kit folder, with forward slashes, e.g. `lessons/01-intro.md`. */
  file: string;
  /** 1-based line in that file, when it is known. */
  line?: number;
  /** Where in the parsed data, e.g. `activities[2].questions[4].options` (indices from 0). */
  path?: string;
  message: string;
}

export type ProblemInput = Omit<KitProblem, 'severity'> & { severity?: KitProblemSeverity };

/** Collects problems in the order they are found; every check reports here and keeps going. */
export class ProblemList {
  readonly items: KitProblem[] = [];

  add(problem: ProblemInput): void {
    const { severity = 'error', ...rest } = problem;
    const clean: KitProblem = { severity, ...rest };
    if (clean.line === undefined) delete clean.line;
    if (clean.path === undefined || clean.path === '') delete clean.path;
    this.items.push(clean);
  }

  hasErrors(): boolean {
    return this.items.some((problem) => problem.severity === 'error');
  }
}

/** Formats a data path the way people read it: `activities[2].questions[4].options`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

/** A one-line summary such as `kit.yaml:12 activities[0].slug: ...`, for logs and CLIs. */
export function describeProblem(problem: KitProblem): string {
  const where = problem.line === undefined ? problem.file : `${problem.file}:${problem.line}`;
  const path = problem.path ? ` ${problem.path}` : '';
  return `${problem.severity} ${where}${path}: ${problem.message} [${problem.code}]`;
}
