import type { reports } from '@kitlab/contract';
import { activeWords, averageWords, completionWords } from './figure-words';

/** "By school", "By class"… : a breakdown's title by its level. */
export const LEVEL_TITLES: Record<reports.ReportLevel, string> = {
  school: 'By school',
  grade: 'By grade',
  class: 'By class',
  subject: 'By subject',
  teacher: 'By teacher',
  student: 'By student',
};

/** The most bars one chart draws; the table beside it lists every group. */
export const MOST_BARS = 25;

/** The longest name beside a bar; the table beside the chart has each name whole. */
const BAR_NAME_LENGTH = 16;

const shortName = (name: string) =>
  name.length <= BAR_NAME_LENGTH ? name : `${name.slice(0, BAR_NAME_LENGTH - 1)}…`;

/** A breakdown's bars: completion and average score, 0 where there is nothing to count. */
export function breakdownBars(groups: readonly reports.ReportGroup[]) {
  return groups.slice(0, MOST_BARS).map((group) => ({
    name: shortName(group.name),
    completion: group.figures.completion ?? 0,
    average: group.figures.average_score.percentage ?? 0,
  }));
}

/** A group's figures in words, each with what it is out of, as the table beside its chart says them. */
export function groupCells(figures: reports.ReportFigures): string[] {
  return [
    figures.assignments.toLocaleString('en-GB'),
    completionWords(figures),
    averageWords(figures),
    activeWords(figures),
  ];
}

export const FIGURE_COLUMNS = [
  'Assignments',
  'Completion',
  'Average score',
  'Active this week',
] as const;
