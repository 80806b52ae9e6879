import type { reports } from '@kitlab/contract';
import { type AnswerOfStudent, analyseQuiz } from '@kitlab/domain';
import type { ClassStudentRow } from '../../classes/index.js';
import type { DetailRow, OptionRow } from '../../kits/index.js';
import type { TimedAnswer } from '../shown-answers.sql.js';
import type { ShownAttemptRow } from './shown-attempts.sql.js';
import {
  attemptsByStudent,
  reportStudentOf,
  scoreOfShown,
  statusOf,
  stuckOf,
} from './student-work.js';

type QuizDetails = reports.QuizDetails;
type Heading = Omit<
  QuizDetails,
  'questions' | 'question_order' | 'students' | 'handed_in' | 'total_marks'
>;

export interface QuizFacts {
  heading: Heading;
  /** The quiz's questions and options as stored at the version read. */
  details: readonly DetailRow[];
  options: readonly OptionRow[];
  students: readonly ClassStudentRow[];
  attempts: readonly ShownAttemptRow[];
  now: number;
}

/**
 * Right means full marks: the quiz's own verdict, or once handed in the marks it carries (a
 * teacher may have overridden the automatic mark).
 */
function isRight(answer: TimedAnswer, marks: number, handedIn: boolean): boolean {
  if (handedIn && answer.marksObtained !== null) return answer.marksObtained >= marks;
  return answer.isCorrect === true;
}

/**
 * Seconds spent on each answer of an attempt: from the answer before it (the attempt's start for
 * the first) to its last save. No per-question time is recorded, so this is the gap between a
 * student's consecutive answers; answers saved in the same instant as another of the attempt
 * (several sent together, as a hand-in may) are not timed.
 */
export function secondsOfAnswers(attempt: ShownAttemptRow): Map<number, number | null> {
  const answers = attempt.answers ?? [];
  const seconds = new Map<number, number | null>();
  let previous = attempt.startedAt;
  for (const [i, answer] of answers.entries()) {
    const together = answers[i - 1]?.at === answer.at || answers[i + 1]?.at === answer.at;
    seconds.set(answer.detailId, together ? null : Math.max(0, answer.at - previous) / 1000);
    previous = answer.at;
  }
  return seconds;
}

/** A quiz's live report: per question the most missed first, and per student their verdicts. */
export function presentQuizDetails(facts: QuizFacts): QuizDetails {
  const questions = facts.details
    .filter((d) => d.detailType === 'question')
    .sort((a, b) => a.position - b.position || a.id - b.id);
  const marksOf = new Map(questions.map((q) => [q.id, q.marks]));
  const byStudent = attemptsByStudent(facts.attempts);
  const handedInIds = new Set<number>();
  const answers: AnswerOfStudent[] = [];
  const verdictsOf = new Map<number, Map<number, boolean>>();
  for (const student of facts.students) {
    const attempt = byStudent.get(student.id);
    if (!attempt) continue;
    const handedIn = attempt.status === 'S';
    if (handedIn) handedInIds.add(student.id);
    const seconds = secondsOfAnswers(attempt);
    const verdicts = new Map<number, boolean>();
    for (const answer of attempt.answers ?? []) {
      const marks = marksOf.get(answer.detailId);
      if (marks === undefined) continue;
      const correct = isRight(answer, marks, handedIn);
      verdicts.set(answer.detailId, correct);
      answers.push({
        studentId: student.id,
        questionId: answer.detailId,
        correct,
        optionIds: answer.optionIds,
        seconds: seconds.get(answer.detailId) ?? null,
      });
    }
    verdictsOf.set(student.id, verdicts);
  }
  const analyses = analyseQuiz({
    questions: questions.map((q) => ({ questionId: q.id, marks: q.marks })),
    studentIds: facts.students.map((s) => s.id),
    handedInIds,
    answers,
  });
  const questionOf = new Map(questions.map((q) => [q.id, q]));
  const optionOf = new Map(facts.options.map((o) => [o.id, o]));
  const timed = new Map<number, number>();
  for (const { questionId, seconds } of answers) {
    if (seconds !== null) timed.set(questionId, (timed.get(questionId) ?? 0) + 1);
  }
  const positionOf = new Map(facts.students.map((s, index) => [s.id, index]));
  const placeOf = (id: number) => {
    const position = positionOf.get(id);
    return position === undefined ? [] : [position];
  };
  // The heading is spread last (decision 0047: spread-first literals are slow in V8).
  return {
    total_marks: questions.reduce((sum, q) => sum + q.marks, 0),
    handed_in: handedInIds.size,
    questions: analyses.map((a) => {
      const question = questionOf.get(a.questionId);
      return {
        activity_detail_id: a.questionId,
        position: question?.position ?? 0,
        question: question?.text ?? '',
        marks: question?.marks ?? 0,
        answered: a.answered,
        right: a.right,
        out_of: a.outOf,
        share_right: a.shareRight,
        wrong_options: a.wrongOptions.map((w) => {
          const option = optionOf.get(w.optionId);
          return {
            option_id: w.optionId,
            option: option?.optionText ?? null,
            file_alt: option?.imageAlt ?? null,
            chosen_by: w.studentIds.flatMap(placeOf),
          };
        }),
        median_seconds: a.medianSeconds,
        timed: timed.get(a.questionId) ?? 0,
        discrimination: a.discrimination,
      };
    }),
    question_order: questions.map((q) => q.id),
    students: facts.students.map((student) => {
      const attempt = byStudent.get(student.id);
      const verdicts = verdictsOf.get(student.id);
      return {
        student: reportStudentOf(student),
        status: statusOf(attempt),
        score: scoreOfShown(attempt),
        stuck: stuckOf(attempt, facts.now),
        verdicts: questions.map((q) => verdictWord(verdicts?.get(q.id))),
      };
    }),
    ...facts.heading,
  };
}

function verdictWord(right: boolean | undefined): reports.QuizStudentRow['verdicts'][number] {
  if (right === undefined) return 'not_answered';
  return right ? 'right' : 'wrong';
}
