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

const isQuestion = (d: DetailRow) => d.detailType === 'question';
const inQuizOrder = (a: DetailRow, b: DetailRow) => a.position - b.position || a.id - b.id;

/** A quiz's live report: per question the most missed first, and per student their verdicts. */
export function presentQuizDetails(facts: QuizFacts): QuizDetails {
  const questions = facts.details.filter(isQuestion).sort(inQuizOrder);
  const questionOf = new Map<number, DetailRow>();
  for (const q of questions) questionOf.set(q.id, q);
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
      const question = questionOf.get(answer.detailId);
      if (question === undefined) continue;
      const correct = isRight(answer, question.marks, handedIn);
      const time = seconds.get(answer.detailId) ?? null;
      verdicts.set(answer.detailId, correct);
      answers.push({
        studentId: student.id,
        questionId: answer.detailId,
        correct,
        optionIds: answer.optionIds,
        seconds: time,
      });
    }
    verdictsOf.set(student.id, verdicts);
  }
  const analyses = analyseQuiz({
    questions: questions.map(analysedQuestion),
    studentIds: facts.students.map(idOf),
    handedInIds,
    answers,
  });
  const optionOf = new Map<number, OptionRow>();
  for (const o of facts.options) optionOf.set(o.id, o);
  const positionOf = new Map<number, number>();
  for (const [index, s] of facts.students.entries()) positionOf.set(s.id, index);
  const figures: QuizDetails['questions'] = [];
  for (const a of analyses) {
    const question = questionOf.get(a.questionId);
    const wrongOptions: QuizDetails['questions'][number]['wrong_options'] = [];
    for (const w of a.wrongOptions) {
      const option = optionOf.get(w.optionId);
      const chosenBy: number[] = [];
      for (const id of w.studentIds) {
        const position = positionOf.get(id);
        if (position !== undefined) chosenBy.push(position);
      }
      wrongOptions.push({
        option_id: w.optionId,
        option: option?.optionText ?? null,
        file_alt: option?.imageAlt ?? null,
        chosen_by: chosenBy,
      });
    }
    figures.push({
      activity_detail_id: a.questionId,
      position: question?.position ?? 0,
      question: question?.text ?? '',
      marks: question?.marks ?? 0,
      answered: a.answered,
      right: a.right,
      out_of: a.outOf,
      share_right: a.shareRight,
      wrong_options: wrongOptions,
      median_seconds: a.medianSeconds,
      timed: a.timed,
      discrimination: a.discrimination,
    });
  }
  const rows: QuizDetails['students'] = [];
  let totalMarks = 0;
  const questionOrder: number[] = [];
  for (const q of questions) {
    totalMarks += q.marks;
    questionOrder.push(q.id);
  }
  for (const student of facts.students) {
    const attempt = byStudent.get(student.id);
    const verdicts = verdictsOf.get(student.id);
    const words: QuizDetails['students'][number]['verdicts'] = [];
    for (const id of questionOrder) words.push(verdictWord(verdicts?.get(id)));
    rows.push({
      student: reportStudentOf(student),
      status: statusOf(attempt),
      score: scoreOfShown(attempt),
      stuck: stuckOf(attempt, facts.now),
      verdicts: words,
    });
  }
  // The heading is spread last (decision 0047: spread-first literals are slow in V8).
  return {
    total_marks: totalMarks,
    handed_in: handedInIds.size,
    questions: figures,
    question_order: questionOrder,
    students: rows,
    ...facts.heading,
  };
}

const analysedQuestion = (q: DetailRow) => ({ questionId: q.id, marks: q.marks });
const idOf = (s: ClassStudentRow) => s.id;

function verdictWord(right: boolean | undefined): reports.QuizStudentRow['verdicts'][number] {
  if (right === undefined) return 'not_answered';
  return right ? 'right' : 'wrong';
}
