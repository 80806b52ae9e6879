import { describe, expect, it } from 'vitest';
import type { ShownAnswer } from '../shown-answers.sql.js';
import { cellOf, shortened, sortRows, type TableRow } from './detailed-table.js';
import {
  buildLearningWeeks,
  factsWithin,
  longerThan,
  rangeInAnyZone,
  rangeOf,
  schoolYearStart,
} from './learning-progress.js';
import { averageScoreOf, progressCodeOf } from './report-figures.js';
import type { ShownAttempt } from './tables.repository.js';

const question = { id: 7, text: 'Why?', marks: 2, options: { '1': 'Gravity', '2': 'Friction' } };
const attempt = (status: 'DR' | 'S'): ShownAttempt => ({
  id: 3,
  studentId: 1,
  activityId: 5,
  status,
  marksObtained: null,
  totalMarks: 2,
  submittedAt: null,
  answers: null,
});
const answer = (fields: Partial<ShownAnswer>): ShownAnswer => ({
  detailId: 7,
  optionIds: [],
  text: null,
  blanks: [],
  isCorrect: null,
  marksObtained: null,
  ...fields,
});

describe('a cell of the table', () => {
  it('names the chosen options, the text or the blanks, cut to the limit', () => {
    expect(
      cellOf(question, attempt('S'), answer({ optionIds: [2, 1], isCorrect: false }), 50),
    ).toEqual({
      verdict: 'wrong',
      answer: 'Friction; Gravity',
      marks_obtained: null,
    });
    expect(cellOf(question, attempt('S'), answer({ blanks: ['a', ' ', 'b'] }), 50).answer).toBe(
      'a / b',
    );
    expect(cellOf(question, attempt('S'), answer({ text: 'x'.repeat(60) }), 10).answer).toBe(
      `${'x'.repeat(9)}…`,
    );
    expect(shortened('😀😀😀', 2)).toBe('😀…');
  });

  it('says marked, waiting or draft for marked work, and not answered without an answer', () => {
    expect(
      cellOf(question, attempt('S'), answer({ text: 'a', marksObtained: 0 }), 50).verdict,
    ).toBe('marked');
    expect(cellOf(question, attempt('S'), answer({ text: 'a' }), 50).verdict).toBe('waiting');
    expect(cellOf(question, attempt('DR'), answer({ text: 'a' }), 50).verdict).toBe('draft');
    expect(cellOf(question, attempt('S'), undefined, 50).verdict).toBe('not_answered');
    expect(cellOf(question, undefined, undefined, 50).verdict).toBe('not_answered');
    expect(cellOf(question, attempt('S'), answer({ isCorrect: false }), 50).verdict).toBe(
      'not_answered',
    );
  });
});

describe('sorting the table', () => {
  const row = (name: string, percentage: number | null): TableRow => ({
    student: { id: 1, token: name, firstName: name, lastName: name },
    score: percentage === null ? null : { marksObtained: 0, totalMarks: 1, percentage },
    work: [],
  });
  const rows = [row('A', 50), row('B', null), row('C', 90), row('D', 50)];
  const names = (sorted: TableRow[]) => sorted.map((r) => r.student.firstName).join('');

  it('puts rows without a score last either way and keeps name order among equals', () => {
    expect(names(sortRows(rows, 'score', 'desc'))).toBe('CADB');
    expect(names(sortRows(rows, 'score', 'asc'))).toBe('ADCB');
    expect(names(sortRows(rows, 'name', 'desc'))).toBe('DCBA');
  });
});

describe('figures', () => {
  it('averages the percentages of scored hand-ins, one decimal, leaving out drafts and unmarked work', () => {
    const s = (marksObtained: number | null, totalMarks: number, status: 'DR' | 'S' = 'S') => ({
      status,
      marksObtained,
      totalMarks,
    });
    expect(
      averageScoreOf([s(1, 3), s(2, 3), s(2, 3), s(null, 3), s(3, 3, 'DR'), s(0, 0), undefined]),
    ).toEqual({
      percentage: 55.6,
      out_of: 3,
    });
    expect(averageScoreOf([])).toEqual({ percentage: null, out_of: 0 });
  });

  it('gives NS or N before an attempt, I for a draft, A while marks are missing, C once scored', () => {
    expect(progressCodeOf(undefined, false)).toBe('NS');
    expect(progressCodeOf(undefined, true)).toBe('N');
    expect(progressCodeOf({ status: 'DR', marksObtained: null, totalMarks: 2 }, false)).toBe('I');
    expect(progressCodeOf({ status: 'S', marksObtained: null, totalMarks: 2 }, false)).toBe('A');
    expect(progressCodeOf({ status: 'S', marksObtained: 0, totalMarks: 0 }, true)).toBe('C');
  });
});

describe('weeks of the school year', () => {
  it('starts the school year on the 1 September on or before the day', () => {
    expect(schoolYearStart('2030-03-10')).toBe('2029-09-01');
    expect(schoolYearStart('2029-09-01')).toBe('2029-09-01');
    expect(schoolYearStart('2029-08-31')).toBe('2028-09-01');
    expect(rangeOf({}, '2030-03-10')).toEqual({ from: '2029-09-01', to: '2030-03-10' });
    expect(rangeOf({ to: '2029-10-01' }, '2030-03-10')).toEqual({
      from: '2029-09-01',
      to: '2029-10-01',
    });
    expect(longerThan('2030-01-01', '2030-01-10', 10)).toBe(false);
    expect(longerThan('2030-01-01', '2030-01-11', 10)).toBe(true);
  });

  it('runs Monday to Sunday across a year end, counting a student once a week', () => {
    const weeks = buildLearningWeeks({
      from: '2029-12-29',
      to: '2030-01-08',
      students: 4,
      handIns: [
        { studentId: 1, activityId: 5, day: '2029-12-31', marksObtained: 1, totalMarks: 2 },
        { studentId: 1, activityId: 6, day: '2030-01-06', marksObtained: null, totalMarks: 2 },
      ],
      activeDays: [
        { studentId: 1, day: '2030-01-01', activityIds: [5] },
        { studentId: 2, day: '2030-01-07', activityIds: [5] },
        { studentId: 3, day: '2029-12-20', activityIds: [5] },
      ],
    });
    expect(
      weeks.map((w) => [w.week_start, w.week_end, w.handed_in, w.average_score, w.active_students]),
    ).toEqual([
      ['2029-12-24', '2029-12-30', 0, { percentage: null, out_of: 0 }, { count: 0, out_of: 4 }],
      ['2029-12-31', '2030-01-06', 2, { percentage: 50, out_of: 1 }, { count: 1, out_of: 4 }],
      ['2030-01-07', '2030-01-13', 0, { percentage: null, out_of: 0 }, { count: 1, out_of: 4 }],
    ]);
  });

  it("reads, before the school's time zone is known, every day its range may cover", () => {
    const MAX_DAYS = 400;
    // Just after midnight UTC on New Year's Day: still 31 December in the Americas.
    expect(rangeInAnyZone({}, new Date('2030-01-01T00:30:00Z'), MAX_DAYS)).toEqual({
      from: '2029-09-01',
      to: '2030-01-02',
    });
    // The first day of a school year in UTC: the day before is still the last one's.
    expect(rangeInAnyZone({}, new Date('2030-09-01T05:00:00Z'), MAX_DAYS)).toEqual({
      from: '2029-09-01',
      to: '2030-09-02',
    });
    expect(rangeInAnyZone({}, new Date('2028-02-29T12:00:00Z'), MAX_DAYS)).toEqual({
      from: '2027-09-01',
      to: '2028-03-01',
    });
    const asked = { from: '2030-02-01', to: '2030-02-28' };
    expect(rangeInAnyZone(asked, new Date('2030-03-10T12:00:00Z'), MAX_DAYS)).toEqual(asked);
    expect(
      rangeInAnyZone({ from: '2030-02-01' }, new Date('2030-03-10T12:00:00Z'), MAX_DAYS),
    ).toEqual({
      from: '2030-02-01',
      to: '2030-03-11',
    });
    // Refused in every time zone: nothing to read.
    expect(rangeInAnyZone({ from: '2028-01-01' }, new Date('2030-03-10T12:00:00Z'), MAX_DAYS)).toBe(
      null,
    );
  });

  it('keeps the facts of the days of the range at the activities of the work', () => {
    const handIn = (activityId: number, day: string) => ({
      studentId: 1,
      activityId,
      day,
      marksObtained: 1,
      totalMarks: 2,
    });
    const facts = {
      handIns: [handIn(5, '2030-02-28'), handIn(5, '2030-03-01'), handIn(9, '2030-03-02')],
      activeDays: [
        { studentId: 1, day: '2030-03-01', activityIds: [9, 5] },
        { studentId: 2, day: '2030-03-02', activityIds: [9] },
        { studentId: 3, day: '2030-03-11', activityIds: [5] },
      ],
    };
    expect(factsWithin(facts, { from: '2030-03-01', to: '2030-03-10' }, new Set([5]))).toEqual({
      handIns: [handIn(5, '2030-03-01')],
      activeDays: [{ studentId: 1, day: '2030-03-01', activityIds: [9, 5] }],
    });
  });
});
