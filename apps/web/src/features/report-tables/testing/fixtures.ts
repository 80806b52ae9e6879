import type { DetailedTable } from '../api/get-detailed-table';
import type { LearningProgress } from '../api/get-learning-progress';
import type { TopicDetails } from '../api/get-topic-details';

const counts = (C: number, A: number, I: number, NS: number, N: number) => ({
  C,
  A,
  I,
  NS,
  N,
  out_of: C + A + I + NS + N,
});

export const ada = {
  student_id: 31,
  user_token: 'ada-token',
  first_name: 'Ada',
  last_name: 'Okafor',
};
export const ben = { student_id: 32, user_token: 'ben-token', first_name: 'Ben', last_name: 'Ito' };

/** 7A, two students, one topic with a quiz (one hand-in, 80%) and an unopened worksheet. */
export function topicDetailsFixture(): TopicDetails {
  return {
    class_id: 4,
    class_name: '7A',
    student: null,
    students: 2,
    topics: [
      {
        topic_id: 8,
        title: 'Cell structure',
        kit_id: 2,
        kit_token: 'kit-token',
        kit_title: 'Cells and Microscopes',
        activities_assigned: 2,
        handed_in: { count: 1, out_of: 4 },
        students_finished: { count: 0, out_of: 2 },
        average_score: { percentage: 80, out_of: 1 },
        progress: counts(1, 0, 1, 2, 0),
        activities: [
          {
            activity_id: 12,
            title: 'Cells quiz',
            activity_type: 'quiz',
            handed_in: { count: 1, out_of: 2 },
            average_score: { percentage: 80, out_of: 1 },
            progress: counts(1, 0, 1, 0, 0),
          },
          {
            activity_id: 13,
            title: 'Onion-skin worksheet',
            activity_type: 'worksheet',
            handed_in: { count: 0, out_of: 2 },
            average_score: { percentage: null, out_of: 0 },
            progress: counts(0, 0, 0, 2, 0),
          },
        ],
      },
    ],
  };
}

/** Three school weeks of 7A, the last with the one hand-in. */
export function learningProgressFixture(): LearningProgress {
  const week = (
    start: string,
    end: string,
    handedIn: number,
    active: number,
    average: number | null,
  ) => ({
    week_start: start,
    week_end: end,
    handed_in: handedIn,
    average_score: { percentage: average, out_of: average === null ? 0 : handedIn },
    active_students: { count: active, out_of: 2 },
  });
  return {
    class_id: 4,
    class_name: '7A',
    student: null,
    students: 2,
    today: '2027-01-31',
    from: '2027-01-11',
    to: '2027-01-31',
    weeks: [
      week('2027-01-11', '2027-01-17', 0, 0, null),
      week('2027-01-18', '2027-01-24', 0, 1, null),
      week('2027-01-25', '2027-01-31', 1, 2, 80),
    ],
  };
}

/** One page of 7A's table: the quiz's two questions, Ada handed in, Ben has a draft. */
export function detailedTableFixture(): DetailedTable {
  return {
    class_id: 4,
    class_name: '7A',
    students: 2,
    count: 2,
    next: null,
    previous: null,
    activities: [
      {
        activity_id: 12,
        title: 'Cells quiz',
        activity_type: 'quiz',
        kit_title: 'Cells and Microscopes',
        questions: [
          { activity_detail_id: 101, number: 1, text: 'Total magnification?', marks: 1 },
          { activity_detail_id: 102, number: 2, text: 'Which lens first?', marks: 1 },
        ],
      },
    ],
    totals: [
      {
        handed_in: { count: 1, out_of: 2 },
        average_score: { percentage: 50, out_of: 1 },
        questions_right: [
          { count: 1, out_of: 2 },
          { count: 0, out_of: 1 },
        ],
      },
    ],
    results: [
      {
        student: ben,
        score: null,
        work: [
          {
            activity_id: 12,
            answer_header_id: 71,
            handed_in_at: null,
            score: null,
            cells: [
              { verdict: 'draft', answer: '50×', marks_obtained: null },
              { verdict: 'not_answered', answer: null, marks_obtained: null },
            ],
          },
        ],
      },
      {
        student: ada,
        score: { marksObtained: 1, totalMarks: 2, percentage: 50 },
        work: [
          {
            activity_id: 12,
            answer_header_id: 70,
            handed_in_at: '2027-01-30T09:00:00.000Z',
            score: { marksObtained: 1, totalMarks: 2, percentage: 50 },
            cells: [
              { verdict: 'right', answer: '400×', marks_obtained: 1 },
              { verdict: 'wrong', answer: 'The highest power objective', marks_obtained: 0 },
            ],
          },
        ],
      },
    ],
  };
}
