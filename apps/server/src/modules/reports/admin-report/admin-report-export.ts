import type { reports } from '@kitlab/contract';
import type { SheetLayout } from '../report-files.js';

/** The report's sheet: the level and name frozen beside the figures. */
export const REPORT_SHEET: SheetLayout = { name: 'Report', frozenColumns: 2 };

const LEVEL_WORDS: Record<reports.ReportLevel | reports.AdminReport['scope']['level'], string> = {
  district: 'District',
  school: 'School',
  grade: 'Grade',
  class: 'Class',
  subject: 'Subject',
  teacher: 'Teacher',
  student: 'Student',
};

const HEADER = [
  'Level',
  'Name',
  'Assignments',
  'Handed in',
  'Work assigned',
  'Completion (%)',
  'Average score (%)',
  'Marked',
  'Active students',
  'Students',
];

const number = (value: number | null) => (value === null ? '' : String(value));

function figureCells(figures: reports.ReportFigures): string[] {
  return [
    String(figures.assignments),
    String(figures.work.count),
    String(figures.work.out_of),
    number(figures.completion),
    number(figures.average_score.percentage),
    String(figures.average_score.out_of),
    String(figures.active_students.count),
    String(figures.active_students.out_of),
  ];
}

/**
 * What the report shows, as lines of a file: the scope's totals, each breakdown's groups (the
 * students' names only when the report shows them, below class level) and the weeks.
 */
export function adminReportLines(report: reports.AdminReport): string[][] {
  return [
    HEADER,
    [
      `${LEVEL_WORDS[report.scope.level]} (total)`,
      report.scope.name,
      ...figureCells(report.totals),
    ],
    ...report.breakdowns.flatMap((breakdown) =>
      breakdown.groups.map((group) => [
        LEVEL_WORDS[breakdown.level],
        group.name,
        ...figureCells(group.figures),
      ]),
    ),
    ...report.weeks.map((week) => ['Week', week.week_start, ...figureCells(week.figures)]),
  ];
}
