import { scorePercentage } from '../score-percentage.js';

/**
 * A question's discrimination is shown once this many students have handed the quiz in: with
 * fewer, one student's luck moves the figure more than the question does.
 */
export const DISCRIMINATION_MIN_STUDENTS = 10;

/**
 * How well a question separates the class's stronger and weaker students, read in plain words
 * by the report: `misleading` (students who did well overall often got it wrong), `weak`,
 * `fair`, `good`; `too-few` before enough students have handed in; `no-spread` when everyone
 * scored the same on it, or on the rest of the quiz, so nothing can be told apart.
 */
export const DISCRIMINATION_READINGS = [
  'too-few',
  'no-spread',
  'misleading',
  'weak',
  'fair',
  'good',
] as const;
export type DiscriminationReading = (typeof DISCRIMINATION_READINGS)[number];

/** The usual cut points of item analysis for a corrected item-total correlation. */
const FAIR_FROM = 0.2;
const GOOD_FROM = 0.3;

export interface Discrimination {
  /** The point-biserial correlation, -1 to 1, to two decimals; null when it cannot be told. */
  index: number | null;
  reading: DiscriminationReading;
}

/** One handed-in student's marks on a question and on the rest of the quiz. */
export interface ItemAndRest {
  item: number;
  rest: number;
}

/**
 * Pearson's correlation of two equally long lists; null when either has no spread. With a
 * question marked right or wrong it is the point-biserial correlation.
 */
export function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  if (xs.length !== ys.length) throw new RangeError('Lists of different lengths');
  const n = xs.length;
  if (n === 0) return null;
  const meanX = xs.reduce((sum, x) => sum + x, 0) / n;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / n;
  let covariance = 0;
  let spreadX = 0;
  let spreadY = 0;
  for (const [i, x] of xs.entries()) {
    const dx = x - meanX;
    const dy = (ys[i] ?? meanY) - meanY;
    covariance += dx * dy;
    spreadX += dx * dx;
    spreadY += dy * dy;
  }
  if (spreadX === 0 || spreadY === 0) return null;
  return covariance / Math.sqrt(spreadX * spreadY);
}

/**
 * The question's marks against the rest of the quiz (the question itself left out, so it does
 * not correlate with itself), over the students who handed in.
 */
export function discriminationOf(students: readonly ItemAndRest[]): Discrimination {
  if (students.length < DISCRIMINATION_MIN_STUDENTS) return { index: null, reading: 'too-few' };
  const r = correlation(
    students.map((s) => s.item),
    students.map((s) => s.rest),
  );
  if (r === null) return { index: null, reading: 'no-spread' };
  const index = Math.round(r * 100) / 100;
  return { index, reading: readingOf(index) };
}

function readingOf(index: number): DiscriminationReading {
  if (index < 0) return 'misleading';
  if (index < FAIR_FROM) return 'weak';
  if (index < GOOD_FROM) return 'fair';
  return 'good';
}

/** The middle value (the mean of the middle two of an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? 0;
  return (lower + upper) / 2;
}

/** A quiz question with its marks, in the quiz's order. */
export interface AnalysedQuestion {
  questionId: number;
  marks: number;
}

/** One student's latest answer to one question. */
export interface AnswerOfStudent {
  studentId: number;
  questionId: number;
  correct: boolean;
  optionIds: readonly number[];
  /** Seconds from reaching the question to answering it; null when not known. */
  seconds: number | null;
}

export interface WrongOption {
  optionId: number;
  studentIds: number[];
}

export interface QuestionAnalysis {
  questionId: number;
  /** Students who answered it / who answered it right, of `outOf` students in the figure. */
  answered: number;
  right: number;
  outOf: number;
  /** Right answers as a percentage of `outOf`, one decimal; null when `outOf` is 0. */
  shareRight: number | null;
  /** Wrong options with who chose them, the most chosen first. */
  wrongOptions: WrongOption[];
  /** Answers with a time, those `medianSeconds` is taken over. */
  timed: number;
  medianSeconds: number | null;
  discrimination: Discrimination;
}

export interface QuizAnalysisInput {
  questions: readonly AnalysedQuestion[];
  /** The students the figures are out of (the class's, or those who opened the quiz). */
  studentIds: readonly number[];
  /** Students who handed the quiz in: discrimination is worked out over them only. */
  handedInIds: ReadonlySet<number>;
  answers: readonly AnswerOfStudent[];
}

/**
 * Each question's figures, the most missed first (the lowest share right; ties in the quiz's
 * order). Unanswered counts as not right; options chosen by students outside `studentIds` (a
 * student who left the class) are not counted.
 */
export function analyseQuiz(input: QuizAnalysisInput): QuestionAnalysis[] {
  const counted = new Set(input.studentIds);
  const answersByQuestion = new Map<number, AnswerOfStudent[]>();
  const marksOfStudent = new Map<number, Map<number, number>>();
  const marksOf = new Map(input.questions.map((q) => [q.questionId, q.marks]));
  for (const answer of input.answers) {
    if (!counted.has(answer.studentId) || !marksOf.has(answer.questionId)) continue;
    const list = answersByQuestion.get(answer.questionId) ?? [];
    list.push(answer);
    answersByQuestion.set(answer.questionId, list);
    if (answer.correct) {
      const marks = marksOfStudent.get(answer.studentId) ?? new Map<number, number>();
      marks.set(answer.questionId, marksOf.get(answer.questionId) ?? 0);
      marksOfStudent.set(answer.studentId, marks);
    }
  }
  const handedIn = input.studentIds.filter((id) => input.handedInIds.has(id));
  const totals = new Map<number, number>();
  for (const [studentId, marks] of marksOfStudent) {
    let total = 0;
    for (const m of marks.values()) total += m;
    totals.set(studentId, total);
  }

  const analyses = input.questions.map((question, order) => {
    const answers = answersByQuestion.get(question.questionId) ?? [];
    const right = answers.filter((a) => a.correct).length;
    const outOf = input.studentIds.length;
    const discrimination = discriminationOf(
      handedIn.map((studentId) => {
        const item = marksOfStudent.get(studentId)?.get(question.questionId) ?? 0;
        return { item, rest: (totals.get(studentId) ?? 0) - item };
      }),
    );
    const seconds: number[] = [];
    for (const a of answers) if (a.seconds !== null) seconds.push(a.seconds);
    return {
      order,
      analysis: {
        questionId: question.questionId,
        answered: answers.length,
        right,
        outOf,
        shareRight: outOf === 0 ? null : scorePercentage(right, outOf),
        wrongOptions: wrongOptionsOf(answers),
        timed: seconds.length,
        medianSeconds: median(seconds),
        discrimination,
      },
    };
  });
  return analyses
    .sort(
      (a, b) => (a.analysis.shareRight ?? 0) - (b.analysis.shareRight ?? 0) || a.order - b.order,
    )
    .map((entry) => entry.analysis);
}

function wrongOptionsOf(answers: readonly AnswerOfStudent[]): WrongOption[] {
  const chosenBy = new Map<number, number[]>();
  for (const answer of answers) {
    if (answer.correct) continue;
    for (const optionId of answer.optionIds) {
      const students = chosenBy.get(optionId) ?? [];
      students.push(answer.studentId);
      chosenBy.set(optionId, students);
    }
  }
  return [...chosenBy]
    .map(([optionId, studentIds]) => ({ optionId, studentIds: studentIds.sort((a, b) => a - b) }))
    .sort((a, b) => b.studentIds.length - a.studentIds.length || a.optionId - b.optionId);
}
