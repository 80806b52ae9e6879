import type { assignments } from '@kitlab/contract';

/** An open assignment of one quiz to 6A, as the server sends it; override what a test needs. */
export function assignmentFixture(
  overrides: Partial<assignments.Assignment> = {},
): assignments.Assignment {
  return {
    assignment_id: 31,
    kit_id: 5,
    kit_token: 'kit-states',
    kit_title: 'States of Matter',
    cover: { file: '/media/cover.png', alt: 'Ice and steam' },
    grade: 6,
    subjects: [],
    activity: {
      activity_id: 12,
      activity_token: 'act-12',
      title: 'Matter quiz',
      activity_type: 'quiz',
    },
    class_id: 10,
    class_name: '6A',
    class_grade_name: 'Grade 6',
    subject_name: 'Science',
    teacher: { user_token: 'teacher-1', first_name: 'Tess', last_name: 'Teacher' },
    due_date: '2027-02-03',
    instructions: null,
    state: 'active',
    allow_retries: false,
    assigned_at: '2027-01-25T09:00:00.000Z',
    completed_at: null,
    overdue: false,
    due_today: false,
    progress: { completed: 2, total: 8 },
    ...overrides,
  };
}

/** The same assignment as its student sees it. */
export function studentAssignmentFixture(
  overrides: Partial<assignments.StudentAssignment> = {},
): assignments.StudentAssignment {
  const { progress: _classProgress, ...shared } = assignmentFixture();
  return {
    ...shared,
    my_status: 'Assigned',
    my_progress: { completed: 0, total: 1 },
    my_score: null,
    my_returns: [],
    ...overrides,
  };
}
