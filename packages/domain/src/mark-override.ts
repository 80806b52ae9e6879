import { checkMark, type MarkError } from './marking.js';
import { type Result, resultOf } from './result.js';
import { type Score, scoreOf } from './score-percentage.js';

/** A quiz question in a submitted attempt, with the marks it has now. */
export interface QuizQuestionMark {
  itemId: number;
  marks: number;
  /** Null for a question left unanswered (it scored nothing). */
  marksObtained: number | null;
  /** The automatic mark, kept once a teacher has overridden it; null while never overridden. */
  automaticMarks: number | null;
}

export interface QuizMarkOverride {
  itemId: number;
  marksObtained: number;
}

export interface OverriddenQuiz {
  itemId: number;
  marksObtained: number;
  /** What the quiz scored automatically: the first override keeps it for every later one. */
  automaticMarks: number;
  score: Score;
}

/**
 * A teacher's new mark for one quiz question, and the attempt's score with it. The mark follows
 * the rule of hand marking (decision 0008): whole, from 0 to the question's marks. Overriding
 * again keeps the first automatic mark, so the teacher always sees what the quiz gave.
 */
export function overrideQuizMark(
  questions: readonly QuizQuestionMark[],
  override: QuizMarkOverride,
): Result<OverriddenQuiz, MarkError> {
  const question = questions.find((q) => q.itemId === override.itemId);
  const error = question
    ? checkMark(question, override.marksObtained)
    : ({ code: 'unknown_item', itemId: override.itemId } as const);
  return resultOf(error ? [error] : [], () => {
    const kept = question as QuizQuestionMark;
    const marksObtained = questions.reduce(
      (sum, q) =>
        sum + (q.itemId === override.itemId ? override.marksObtained : (q.marksObtained ?? 0)),
      0,
    );
    const totalMarks = questions.reduce((sum, q) => sum + q.marks, 0);
    return {
      itemId: kept.itemId,
      marksObtained: override.marksObtained,
      automaticMarks: kept.automaticMarks ?? kept.marksObtained ?? 0,
      score: scoreOf(marksObtained, totalMarks),
    };
  });
}
