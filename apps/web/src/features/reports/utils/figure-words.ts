import type { reports } from '@kitlab/contract';
import { countOf } from '@kitlab/domain';

type Figures = reports.ReportFigures;

/** "62.5%", or "–" when there is nothing to take a percentage of. */
export function percentWords(value: number | null): string {
  return value === null ? '–' : `${value}%`;
}

/** "25 of 40 hand-ins" */
export function handInWords({ work }: Figures): string {
  return `${work.count.toLocaleString('en-GB')} of ${countOf(work.out_of, 'hand-in')}`;
}

/** "62.5% (25 of 40 hand-ins)", or "Nothing assigned". */
export function completionWords(figures: Figures): string {
  if (figures.completion === null) return 'Nothing assigned';
  return `${percentWords(figures.completion)} (${handInWords(figures)})`;
}

/** "71.3% average of 12 marked", or "Nothing marked yet". */
export function averageWords({ average_score }: Figures): string {
  if (average_score.percentage === null) return 'Nothing marked yet';
  return `${percentWords(average_score.percentage)} average of ${average_score.out_of.toLocaleString('en-GB')} marked`;
}

/** "18 of 24 students" */
export function activeWords({ active_students }: Figures): string {
  return `${active_students.count.toLocaleString('en-GB')} of ${countOf(active_students.out_of, 'student')}`;
}

/** Whether the scope has had any work or activity at all this school year. */
export function hasAnyWork(report: reports.AdminReport): boolean {
  const { totals, weeks } = report;
  return (
    totals.assignments > 0 ||
    totals.work.out_of > 0 ||
    weeks.some((week) => week.figures.active_students.count > 0)
  );
}
