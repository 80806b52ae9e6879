import { STUCK_IDLE_MS } from '@kitlab/domain';
import { describe, expect, it } from 'vitest';
import { type TimedAnswer, timedAnswersOf } from '../shown-answers.sql.js';
import { averageOf } from './dashboard.presenter.js';
import { secondsOfAnswers } from './quiz-details.presenter.js';
import { type ShownAttemptRow, withAnswersRead } from './shown-attempts.sql.js';
import { lastProgressAt, statusOf, stuckOf } from './student-work.js';

const START = Date.UTC(2030, 2, 10, 9, 0);
const SECOND = 1000;

const answerAt = (detailId: number, seconds: number): TimedAnswer => ({
  detailId,
  optionIds: [],
  isCorrect: true,
  marksObtained: null,
  marked: false,
  at: START + seconds * SECOND,
});

const draft = (overrides: Partial<ShownAttemptRow> = {}): ShownAttemptRow => ({
  id: 1,
  studentId: 1,
  activityId: 1,
  status: 'DR',
  marksObtained: null,
  totalMarks: 3,
  startedAt: START,
  submittedAt: null,
  lastAnswerAt: null,
  returns: [],
  visit: null,
  verdicts: [],
  ...overrides,
});

describe('secondsOfAnswers', () => {
  it('times each answer from the one before it, the first from the start', () => {
    const attempt = draft({ answers: [answerAt(1, 40), answerAt(2, 70), answerAt(3, 160)] });
    expect([...secondsOfAnswers(attempt)]).toEqual([
      [1, 40],
      [2, 30],
      [3, 90],
    ]);
  });

  it('leaves untimed the answers saved in the same instant as another', () => {
    const attempt = draft({ answers: [answerAt(1, 40), answerAt(2, 300), answerAt(3, 300)] });
    expect([...secondsOfAnswers(attempt)]).toEqual([
      [1, 40],
      [2, null],
      [3, null],
    ]);
  });
});

describe('timedAnswersOf', () => {
  it('reads the statement’s lists of fields into answers in the order saved', () => {
    const at = (seconds: number) => START + seconds * SECOND;
    const answers = timedAnswersOf([
      [3, 1, 2],
      [[], [7], [8, 9]],
      [null, true, false],
      [2, null, 0],
      [true, false, false],
      [at(160), at(40), at(70)],
    ]);
    expect(answers).toEqual([
      {
        detailId: 1,
        optionIds: [7],
        isCorrect: true,
        marksObtained: null,
        marked: false,
        at: at(40),
      },
      {
        detailId: 2,
        optionIds: [8, 9],
        isCorrect: false,
        marksObtained: 0,
        marked: false,
        at: at(70),
      },
      { detailId: 3, optionIds: [], isCorrect: null, marksObtained: 2, marked: true, at: at(160) },
    ]);
    expect(timedAnswersOf(null)).toEqual([]);
  });

  it('gives the attempt its latest answer’s time from them', () => {
    const { answers, ...attempt } = draft();
    const read = withAnswersRead({
      ...attempt,
      answers: [
        [2, 1],
        [[], []],
        [true, true],
        [null, null],
        [false, false],
        [START + 90 * SECOND, START + 30 * SECOND],
      ],
    });
    expect(read.lastAnswerAt).toBe(START + 90 * SECOND);
    expect([...secondsOfAnswers(read)]).toEqual([
      [1, 30],
      [2, 60],
    ]);
    expect(withAnswersRead({ ...attempt, answers: null }).lastAnswerAt).toBeNull();
  });
});

describe('stuckOf', () => {
  const open = { open: true, at: START + 60 * SECOND };

  it('reads the latest verdicts, which the statement gives latest first', () => {
    // Answered wrong, wrong, wrong, then right: the latest is right, so not stuck.
    const recovered = draft({ visit: open, verdicts: [true, false, false, false] });
    expect(stuckOf(recovered, START)).toBeNull();
    const three = draft({ visit: open, verdicts: [false, false, false, true] });
    expect(stuckOf(three, START)).toBe('wrong-in-a-row');
  });

  it('counts idle from the last answer, or the open visit’s start when later', () => {
    const answered = draft({ visit: open, lastAnswerAt: START + 120 * SECOND });
    expect(lastProgressAt(answered)).toBe(START + 120 * SECOND);
    expect(stuckOf(answered, START + 120 * SECOND + STUCK_IDLE_MS - 1)).toBeNull();
    expect(stuckOf(answered, START + 120 * SECOND + STUCK_IDLE_MS)).toBe('idle');
    const closed = draft({ visit: { open: false, at: START }, lastAnswerAt: START });
    expect(stuckOf(closed, START + 10 * STUCK_IDLE_MS)).toBeNull();
  });

  it('never counts work handed in as stuck', () => {
    const handedIn = draft({ status: 'S', visit: open, verdicts: [false, false, false] });
    expect(stuckOf(handedIn, START + 10 * STUCK_IDLE_MS)).toBeNull();
    expect(statusOf(handedIn)).toBe('handed_in');
    expect(statusOf(draft({ returns: [null] }))).toBe('returned');
    expect(statusOf(undefined)).toBe('not_started');
  });
});

describe('averageOf', () => {
  it('is the mean percentage of the marked hand-ins, with how many they are', () => {
    expect(averageOf([])).toEqual({ percentage: null, marked: 0 });
    expect(averageOf([100, 50, 33.3])).toEqual({ percentage: 61.1, marked: 3 });
  });
});
