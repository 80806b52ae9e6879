import type { Gradebook, GradebookCell } from '../api/get-gradebook';

export const cellFixture = (
  status: GradebookCell['status'],
  more: Partial<GradebookCell> = {},
) => ({
  status,
  answer_header_id: status === 'not_started' ? null : 40,
  score: null,
  submitted_at: null,
  attempts: status === 'not_started' ? 0 : 1,
  ...more,
});

export const markedFixture = (marksObtained: number, percentage: number) =>
  cellFixture('marked', { score: { marksObtained, totalMarks: 10, percentage } });

const student = (first: string, last: string) => ({
  user_token: `${first}-token`,
  first_name: first,
  last_name: last,
});

/** 6A with three students (in name order, as the server sends them) and two activities. */
export function gridFixture(): Gradebook {
  return {
    class_id: 4,
    class_name: '6A',
    today: '2027-01-31',
    columns: [
      {
        assignment_id: 1,
        activity_id: 11,
        title: 'Light quiz',
        activity_type: 'quiz',
        kit_token: 'kit-token',
        kit_title: 'Light',
        due_date: '2027-02-05',
        assignment_state: 'active',
      },
      {
        assignment_id: 2,
        activity_id: 12,
        title: '=SUM(A1), "the" worksheet',
        activity_type: 'worksheet',
        kit_token: 'kit-token',
        kit_title: 'Light',
        due_date: '2027-01-20',
        assignment_state: 'active',
      },
    ],
    rows: [
      {
        student: student('Amara', 'Adeyemi'),
        cells: [markedFixture(6, 60), cellFixture('submitted')],
      },
      {
        student: student('Lucas', 'Moreau'),
        cells: [cellFixture('in_progress'), cellFixture('overdue')],
      },
      { student: student('Zoe', '@Zhang'), cells: [markedFixture(9, 90), markedFixture(5, 50)] },
    ],
  };
}
