import { describe, expect, it } from 'vitest';
import type { ClassStudentRow } from '../classes/index.js';
import {
  type AssignedActivity,
  type AttemptFacts,
  buildGradebook,
  cellStatus,
} from './gradebook-grid.js';

const TODAY = '2027-01-31';

const ada: ClassStudentRow = { id: 1, token: 'ada', firstName: 'Ada', lastName: 'Okafor' };
const ben: ClassStudentRow = { id: 2, token: 'ben', firstName: 'Ben', lastName: 'adams' };

function work(assignmentId: number, activityId: number, more: Partial<AssignedActivity> = {}) {
  return {
    assignmentId,
    activityId,
    position: 1,
    title: `Activity ${activityId}`,
    activityType: 'quiz',
    kitToken: 'kit',
    kitTitle: 'Kit',
    dueDate: '2027-02-05',
    state: 'active',
    ...more,
  } satisfies AssignedActivity;
}

let nextAttempt = 100;
function attempt(studentId: number, activityId: number, more: Partial<AttemptFacts> = {}) {
  nextAttempt += 1;
  return {
    id: nextAttempt,
    studentId,
    activityId,
    status: 'S',
    attemptNumber: 1,
    marksObtained: null,
    totalMarks: 10,
    submittedAt: new Date('2027-01-30T10:00:00Z'),
    ...more,
  } satisfies AttemptFacts;
}

describe('buildGradebook', () => {
  it('answers an empty class with its columns and no rows', () => {
    const grid = buildGradebook({ students: [], work: [work(1, 10)], attempts: [], today: TODAY });
    expect(grid.columns.map((c) => c.activity_id)).toEqual([10]);
    expect(grid.rows).toEqual([]);
  });

  it('gives each student an empty row of cells when nothing is assigned', () => {
    const grid = buildGradebook({ students: [ada, ben], work: [], attempts: [], today: TODAY });
    expect(grid.columns).toEqual([]);
    expect(grid.rows.map((r) => [r.student.user_token, r.cells])).toEqual([
      ['ben', []],
      ['ada', []],
    ]);
  });

  it('leaves out cancelled work and orders columns by due date, then assignment, then kit order', () => {
    const grid = buildGradebook({
      students: [ada],
      work: [
        work(3, 30, { dueDate: '2027-02-10' }),
        work(2, 22, { position: 2 }),
        work(4, 40, { dueDate: '2027-01-01', state: 'cancelled' }),
        work(2, 21, { position: 1 }),
        work(1, 11, { dueDate: '2027-02-05', state: 'completed' }),
      ],
      attempts: [attempt(1, 40, { marksObtained: 10 })],
      today: TODAY,
    });
    expect(grid.columns.map((c) => c.activity_id)).toEqual([11, 21, 22, 30]);
    expect(grid.columns[0]).toMatchObject({ assignment_id: 1, assignment_state: 'completed' });
    expect(grid.rows[0]?.cells).toHaveLength(4);
  });

  it('shows each student their own attempts: marked with a score, submitted, in progress', () => {
    const grid = buildGradebook({
      students: [ada, ben],
      work: [work(1, 10), work(2, 20, { activityType: 'worksheet' })],
      attempts: [
        attempt(1, 10, { marksObtained: 8 }),
        attempt(1, 20, { marksObtained: null }),
        attempt(2, 10, { status: 'DR', submittedAt: null, marksObtained: null }),
      ],
      today: TODAY,
    });
    const [benRow, adaRow] = grid.rows;
    expect(adaRow?.cells.map((c) => c.status)).toEqual(['marked', 'submitted']);
    expect(adaRow?.cells[0]?.score).toEqual({ marksObtained: 8, totalMarks: 10, percentage: 80 });
    expect(adaRow?.cells[1]).toMatchObject({
      score: null,
      submitted_at: '2027-01-30T10:00:00.000Z',
    });
    expect(benRow?.cells.map((c) => c.status)).toEqual(['in_progress', 'not_started']);
    expect(benRow?.cells[1]).toEqual({
      status: 'not_started',
      answer_header_id: null,
      score: null,
      submitted_at: null,
      attempts: 0,
    });
  });

  it('keeps the latest submitted attempt on show while a retry is in progress', () => {
    const first = attempt(1, 10, { marksObtained: 4 });
    const second = attempt(1, 10, { attemptNumber: 2, marksObtained: 9 });
    const retry = attempt(1, 10, { attemptNumber: 3, status: 'DR', submittedAt: null });
    const grid = buildGradebook({
      students: [ada],
      work: [work(1, 10)],
      attempts: [retry, second, first],
      today: TODAY,
    });
    expect(grid.rows[0]?.cells[0]).toMatchObject({
      status: 'marked',
      answer_header_id: second.id,
      attempts: 3,
      score: { marksObtained: 9 },
    });
  });

  it('marks work not handed in by its due date overdue on the given day', () => {
    const grid = buildGradebook({
      students: [ada],
      work: [
        work(1, 10, { dueDate: '2027-01-30' }),
        work(2, 20, { dueDate: '2027-01-30' }),
        work(3, 30, { dueDate: TODAY }),
        work(4, 40, { dueDate: '2027-01-29' }),
      ],
      attempts: [
        attempt(1, 20, { status: 'DR', submittedAt: null }),
        attempt(1, 40, { marksObtained: 3 }),
      ],
      today: TODAY,
    });
    expect(grid.rows[0]?.cells.map((c) => c.status)).toEqual([
      'marked',
      'overdue',
      'overdue',
      'not_started',
    ]);
    expect(grid.rows[0]?.cells[2]?.answer_header_id).not.toBeNull();
  });
});

describe('cellStatus', () => {
  it('shows work handed back for a redo as returned, never overdue', () => {
    const returned = attempt(1, 1, {
      status: 'DR',
      marksObtained: null,
      submittedAt: new Date('2027-01-20T10:00:00Z'),
    });
    expect(cellStatus(returned, '2027-01-25', TODAY)).toBe('returned');
    expect(cellStatus(returned, '2027-02-28', TODAY)).toBe('returned');
  });

  it('is due on the due date itself and overdue the day after', () => {
    expect(cellStatus(undefined, '2027-02-28', '2027-02-28')).toBe('not_started');
    expect(cellStatus(undefined, '2027-02-28', '2027-03-01')).toBe('overdue');
    expect(cellStatus(attempt(1, 1, { marksObtained: 0 }), '2027-02-28', '2027-03-01')).toBe(
      'marked',
    );
  });
});
