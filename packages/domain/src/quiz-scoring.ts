import { type Result, resultOf } from './result.js';
import { type Score, scoreOf } from './score-percentage.js';

export type ChoiceKind = 'single' | 'multiple';

/** A quiz question with its answer key: the options flagged `correct_ans` (spec section 3). */
export interface QuizQuestionKey {
  questionId: number;
  choice: ChoiceKind;
  marks: number;
  optionIds: readonly number[];
  correctOptionIds: readonly number[];
}

/** The options a student has chosen for one question; none chosen is no answer. */
export interface QuizSelection {
  questionId: number;
  optionIds: readonly number[];
}

export type QuizAnswerError =
  | { code: 'unknown_question'; questionId: number }
  | { code: 'duplicate_answer'; questionId: number }
  | { code: 'unknown_option'; questionId: number; optionId: number }
  | {
      code: 'option_of_other_question';
      questionId: number;
      optionId: number;
      ownerQuestionId: number;
    }
  | { code: 'too_many_options'; questionId: number; count: number };

export interface QuizQuestionResult {
  questionId: number;
  /** At least one option chosen. */
  answered: boolean;
  correct: boolean;
  marks: number;
  marksObtained: number;
  /** The chosen options, each once, in ascending order. */
  selectedOptionIds: number[];
}

export interface QuizScore extends Score {
  /** One per question, in the order of the key. */
  questions: QuizQuestionResult[];
}

/**
 * A quiz's key checked and indexed once (`indexQuizKey`), so that scoring answer after answer
 * against the same quiz does not index it again.
 */
export interface QuizKey {
  /** The questions in the key's order. */
  list: readonly QuizQuestionKey[];
  questions: ReadonlyMap<number, QuizQuestionKey>;
  /** Option id -> the question it belongs to. */
  ownerOf: ReadonlyMap<number, number>;
}

/** A broken key is a fault in stored content, not in the student's answer, so it throws. */
export function indexQuizKey(questions: readonly QuizQuestionKey[]): QuizKey {
  const byId = new Map<number, QuizQuestionKey>();
  const ownerOf = new Map<number, number>();
  for (const question of questions) {
    const { questionId, marks, optionIds, correctOptionIds } = question;
    if (byId.has(questionId)) throw new RangeError(`Question ${questionId} is in the key twice`);
    if (!Number.isFinite(marks) || marks < 0) {
      throw new RangeError(`Question ${questionId} carries ${marks} marks`);
    }
    byId.set(questionId, question);
    for (const optionId of optionIds) {
      if (ownerOf.has(optionId)) throw new RangeError(`Option ${optionId} is in the key twice`);
      ownerOf.set(optionId, questionId);
    }
    const strays = correctOptionIds.filter((optionId) => ownerOf.get(optionId) !== questionId);
    if (strays.length > 0) {
      throw new RangeError(`Question ${questionId} marks options ${strays} correct, not its own`);
    }
    const correctCount = new Set(correctOptionIds).size;
    if (correctCount === 0 || (question.choice === 'single' && correctCount > 1)) {
      throw new RangeError(`Question ${questionId} has ${correctCount} correct options`);
    }
  }
  return { list: questions, questions: byId, ownerOf };
}

function checkSelection(
  selection: QuizSelection,
  key: QuizKey,
  seen: Set<number>,
): QuizAnswerError[] {
  const { questionId } = selection;
  const question = key.questions.get(questionId);
  if (!question) return [{ code: 'unknown_question', questionId }];
  if (seen.has(questionId)) return [{ code: 'duplicate_answer', questionId }];
  seen.add(questionId);
  const errors: QuizAnswerError[] = [];
  for (const optionId of new Set(selection.optionIds)) {
    const ownerQuestionId = key.ownerOf.get(optionId);
    if (ownerQuestionId === undefined) {
      errors.push({ code: 'unknown_option', questionId, optionId });
    } else if (ownerQuestionId !== questionId) {
      errors.push({ code: 'option_of_other_question', questionId, optionId, ownerQuestionId });
    }
  }
  const count = new Set(selection.optionIds).size;
  if (question.choice === 'single' && count > 1) {
    errors.push({ code: 'too_many_options', questionId, count });
  }
  return errors;
}

/**
 * All or nothing: the question's marks when the chosen options are exactly the correct ones,
 * otherwise 0. The specification marks an answer correct or incorrect, never partly.
 */
function scoreQuestion(question: QuizQuestionKey, chosen: readonly number[]): QuizQuestionResult {
  const selectedOptionIds = [...new Set(chosen)].sort((a, b) => a - b);
  const correctIds = new Set(question.correctOptionIds);
  const answered = selectedOptionIds.length > 0;
  const correct =
    answered &&
    selectedOptionIds.length === correctIds.size &&
    selectedOptionIds.every((optionId) => correctIds.has(optionId));
  return {
    questionId: question.questionId,
    answered,
    correct,
    marks: question.marks,
    marksObtained: correct ? question.marks : 0,
    selectedOptionIds,
  };
}

/**
 * Checks a student's selections against a quiz key and scores them. Questions without a
 * selection count as unanswered (0 marks). Any selection naming an unknown question, an option
 * of another question or of no question, or more than one option of a single-choice question
 * rejects the whole set, with every such problem listed. The key may come indexed already.
 */
export function scoreQuiz(
  questions: readonly QuizQuestionKey[] | QuizKey,
  selections: readonly QuizSelection[],
): Result<QuizScore, QuizAnswerError> {
  const key = 'ownerOf' in questions ? questions : indexQuizKey(questions);
  return resultOf(checkSelections(key, selections), () => {
    const chosen = new Map(selections.map((s) => [s.questionId, s.optionIds]));
    const results = key.list.map((q) => scoreQuestion(q, chosen.get(q.questionId) ?? []));
    const sum = (pick: (r: QuizQuestionResult) => number) =>
      results.reduce((total, result) => total + pick(result), 0);
    return {
      ...scoreOf(
        sum((r) => r.marksObtained),
        sum((r) => r.marks),
      ),
      questions: results,
    };
  });
}

/**
 * The selections checked as `scoreQuiz` checks them, and each chosen question's result in the
 * selections' order, without scoring the questions left out: what saving answers needs.
 */
export function scoreSelections(
  key: QuizKey,
  selections: readonly QuizSelection[],
): Result<QuizQuestionResult[], QuizAnswerError> {
  return resultOf(checkSelections(key, selections), () =>
    selections.map((s) =>
      scoreQuestion(key.questions.get(s.questionId) as QuizQuestionKey, s.optionIds),
    ),
  );
}

function checkSelections(key: QuizKey, selections: readonly QuizSelection[]): QuizAnswerError[] {
  const seen = new Set<number>();
  return selections.flatMap((selection) => checkSelection(selection, key, seen));
}
