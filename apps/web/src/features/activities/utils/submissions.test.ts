import { describe, expect, it } from 'vitest';
import { scoreBands, submissionStats, submissionStatus } from './submissions';

type Row = Parameters<typeof submissionStats>[0][number];

const row = (over: Partial<Row>): Row => ({
  user_token: 'u',
  first_name: 'Ada',
  last_name: 'Lovelace',
  progress: 'NS',
  answer_header_id: null,
  status: null,
  attempt_number: null,
  attempts: 0,
  score: null,
  marking_state: null,
  time_spent_ms: 0,
  started_at: null,
  submitted_at: null,
  ...over,
});

const scored = (percentage: number | null) =>
  row({
    status: 'S',
    progress: 'C',
    score: { marksObtained: 1, totalMarks: 1, percentage },
  });

describe('submissionStatus', () => {
  it("says where each student's work is", () => {
    expect(submissionStatus(row({}))).toBe('Not started');
    expect(submissionStatus(row({ progress: 'N' }))).toBe('Not done');
    expect(submissionStatus(row({ status: 'DR', progress: 'I' }))).toBe('Working on it');
    expect(submissionStatus(row({ status: 'S', marking_state: null }))).toBe('Handed in');
    expect(submissionStatus(row({ status: 'S', marking_state: 'unmarked' }))).toBe('To mark');
    expect(submissionStatus(row({ status: 'S', marking_state: 'partly_marked' }))).toBe(
      'Partly marked',
    );
    expect(submissionStatus(row({ status: 'S', marking_state: 'marked' }))).toBe('Marked');
  });
});

describe('submissionStats', () => {
  it('counts the class and averages the scores there are', () => {
    const stats = submissionStats([
      scored(50),
      scored(75),
      scored(null),
      row({ status: 'S', marking_state: 'unmarked' }),
      row({ status: 'DR' }),
      row({}),
    ]);
    expect(stats).toEqual({
      students: 6,
      handedIn: 4,
      working: 1,
      notStarted: 1,
      toMark: 1,
      average: 62.5,
    });
    expect(submissionStats([row({})]).average).toBeNull();
  });
});

describe('scoreBands', () => {
  it('puts each handed-in score in its fifth, 100% in the top one', () => {
    const bands = scoreBands([
      scored(0),
      scored(19.9),
      scored(20),
      scored(79.9),
      scored(100),
      scored(null),
      row({}),
    ]);
    expect(bands.map((b) => b.students)).toEqual([2, 1, 0, 1, 1]);
    expect(bands[4]?.band).toBe('80–100%');
  });
});
