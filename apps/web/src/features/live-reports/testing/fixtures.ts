import type { LiveDashboard, LiveWorkEntry } from '../api/get-live-dashboard';
import type { QuestDetails } from '../api/get-quest-details';
import type { QuizDetails, QuizQuestion, QuizStudentRow } from '../api/get-quiz-details';

export const NOW = '2027-01-31T10:00:00.000Z';

export const studentFixture = (first: string, last: string, token = `${first}-token`) => ({
  user_token: token,
  first_name: first,
  last_name: last,
});

export const AMARA = studentFixture('Amara', 'Adeyemi', 'tok-c');
export const LUCAS = studentFixture('Lucas', 'Moreau', 'tok-a');
export const ZOE = studentFixture('Zoe', 'Zhang', 'tok-b');

const minutesBefore = (minutes: number) =>
  new Date(Date.parse(NOW) - minutes * 60_000).toISOString();

export function entryFixture(more: Partial<LiveWorkEntry> = {}): LiveWorkEntry {
  return {
    assignment_id: 1,
    assignment_state: 'active',
    due_date: '2027-02-05',
    class_id: 4,
    class_name: '6A',
    activity_id: 11,
    activity_title: 'Light quiz',
    activity_type: 'quiz',
    kit_token: 'kit-token',
    kit_title: 'Light',
    out_of: 3,
    started: [AMARA, LUCAS],
    handed_in: [AMARA],
    average_score: { percentage: 60, marked: 1 },
    stuck: [{ ...LUCAS, reason: 'wrong-in-a-row', last_progress_at: minutesBefore(4) }],
    last_activity_at: minutesBefore(4),
    ...more,
  };
}

/** 6A's quiz and quest, and 10B's worksheet nobody opened. */
export function dashboardFixture(): LiveDashboard {
  return {
    now: NOW,
    entries: [
      entryFixture({
        class_id: 9,
        class_name: '10B',
        activity_id: 13,
        activity_title: 'Shadows worksheet',
        activity_type: 'worksheet',
        out_of: 2,
        started: [],
        handed_in: [],
        average_score: { percentage: null, marked: 0 },
        stuck: [],
        last_activity_at: null,
      }),
      entryFixture(),
      entryFixture({
        activity_id: 12,
        activity_title: 'Ice quest',
        activity_type: 'quest',
        started: [ZOE],
        handed_in: [],
        average_score: { percentage: null, marked: 0 },
        stuck: [{ ...ZOE, reason: 'idle', last_progress_at: minutesBefore(12) }],
      }),
    ],
  };
}

const question = (more: Partial<QuizQuestion> & { activity_detail_id: number }): QuizQuestion => ({
  // Item positions count page breaks too: they have gaps.
  position: (more.activity_detail_id - 100) * 2,
  question: `Question text ${more.activity_detail_id}`,
  marks: 1,
  answered: 3,
  right: 2,
  out_of: 3,
  share_right: 66.7,
  wrong_options: [],
  median_seconds: 40,
  timed: 3,
  discrimination: { index: null, reading: 'too-few' },
  ...more,
});

const row = (
  student: QuizStudentRow['student'],
  verdicts: QuizStudentRow['verdicts'],
  more: Partial<QuizStudentRow> = {},
): QuizStudentRow => ({
  student,
  status: 'handed_in',
  score: null,
  stuck: null,
  verdicts,
  ...more,
});

/** What every activity report of 6A (three students) starts with. */
const headingOf = (activityId: number, title: string, type: 'quiz' | 'quest') => ({
  class_id: 4,
  class_name: '6A',
  activity_id: activityId,
  activity_title: title,
  activity_type: type,
  kit_token: 'kit-token',
  kit_title: 'Light',
  now: NOW,
  out_of: 3,
});

/** 6A's Light quiz: three students, three questions, the most missed first. */
export function quizFixture(): QuizDetails {
  return {
    ...headingOf(11, 'Light quiz', 'quiz'),
    total_marks: 3,
    handed_in: 1,
    questions: [
      question({
        activity_detail_id: 102,
        question: 'Which way does light travel?',
        answered: 2,
        right: 0,
        share_right: 0,
        wrong_options: [
          {
            option_id: 21,
            option: 'In curves',
            file_alt: null,
            // Positions in `students` below: Amara and Lucas.
            chosen_by: [0, 1],
          },
        ],
        median_seconds: 75,
        timed: 2,
        discrimination: { index: -0.4, reading: 'misleading' },
      }),
      question({
        activity_detail_id: 101,
        question: 'What makes a shadow?',
        answered: 2,
        right: 1,
        share_right: 33.3,
      }),
      question({
        activity_detail_id: 103,
        question: 'Is the Moon a light source?',
        answered: 1,
        right: 1,
        share_right: 33.3,
        median_seconds: null,
        timed: 0,
      }),
    ],
    question_order: [101, 102, 103],
    students: [
      row(AMARA, ['right', 'wrong', 'right'], {
        score: { marksObtained: 2, totalMarks: 3, percentage: 66.7 },
      }),
      row(LUCAS, ['wrong', 'wrong', 'not_answered'], {
        status: 'in_progress',
        stuck: 'wrong-in-a-row',
      }),
      row(ZOE, ['not_answered', 'not_answered', 'not_answered'], { status: 'not_started' }),
    ],
  };
}

/** 6A's Ice quest: two steps; Amara handed in and waits for marks, Zoe's second step came back. */
export function questFixture(): QuestDetails {
  return {
    ...headingOf(12, 'Ice quest', 'quest'),
    steps: [
      {
        activity_detail_id: 201,
        position: 1,
        title: 'Plan the test',
        out_of: 3,
        handed_in: [AMARA, ZOE],
        awaiting_marks: [AMARA],
        returned: [],
      },
      {
        activity_detail_id: 202,
        position: 2,
        title: 'Time the ice',
        out_of: 3,
        handed_in: [AMARA],
        awaiting_marks: [AMARA],
        returned: [ZOE],
      },
    ],
    students: [
      { student: AMARA, status: 'handed_in', score: null, stuck: null },
      { student: LUCAS, status: 'not_started', score: null, stuck: null },
      { student: ZOE, status: 'returned', score: null, stuck: 'idle' },
    ],
  };
}
