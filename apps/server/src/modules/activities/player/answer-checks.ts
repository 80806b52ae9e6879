import type { activities as contract } from '@kitlab/contract';
import {
  indexQuizKey,
  type QuizAnswerError,
  type QuizKey,
  type QuizQuestionKey,
  type QuizSelection,
  scoreQuiz,
  scoreSelections,
} from '@kitlab/domain';
import type { z } from 'zod';
import type { WorksheetContent } from '../../../db/schema/index.js';
import type { DetailRow, OptionRow } from '../../kits/index.js';
import type { AnswerRow } from '../attempts/attempts.repository.js';
import type { ActivityRow } from '../attempts/reach.repository.js';

type AnswerInput = z.output<typeof contract.answerInput>;

/** An answer that fits its question, ready to store. */
export interface CheckedAnswer {
  detailId: number;
  optionIds: number[];
  text: string | null;
  blanks: string[];
  /** A quiz answer's verdict, known as soon as it is saved; null for written work. */
  isCorrect: boolean | null;
}

export interface QuizContent {
  details: readonly DetailRow[];
  options: readonly OptionRow[];
}

/** An activity's details by id and, for a quiz, its key indexed for the domain's scoring. */
interface IndexedQuiz {
  readonly key: QuizKey;
  details: ReadonlyMap<number, DetailRow>;
}

/** Quizzes worked out from content kept per kit version (frozen lists), each once per process. */
const keptQuizzes = new WeakMap<
  readonly DetailRow[],
  { options: readonly OptionRow[]; quiz: IndexedQuiz }
>();

/**
 * The content's details by id and its quiz key, from its live questions and options; worked out
 * once for content kept frozen, whose lists never change.
 */
function quizOf(content: QuizContent): IndexedQuiz {
  if (!Object.isFrozen(content.details) || !Object.isFrozen(content.options)) {
    return indexedQuizOf(content);
  }
  const kept = keptQuizzes.get(content.details);
  if (kept?.options === content.options) return kept.quiz;
  const quiz = indexedQuizOf(content);
  keptQuizzes.set(content.details, { options: content.options, quiz });
  return quiz;
}

function indexedQuizOf(content: QuizContent): IndexedQuiz {
  let key: QuizKey | undefined;
  return {
    details: new Map(content.details.map((d) => [d.id, d])),
    // Indexed when first asked: a worksheet's questions have no key.
    get key() {
      key ??= indexQuizKey(keyOf(content));
      return key;
    },
  };
}

function keyOf(content: QuizContent): QuizQuestionKey[] {
  return content.details
    .filter((d) => d.detailType === 'question')
    .map((d) => {
      const own = content.options.filter((o) => o.activityDetailId === d.id);
      return {
        questionId: d.id,
        choice: d.questionType === 'multiple' ? 'multiple' : 'single',
        marks: d.marks,
        optionIds: own.map((o) => o.id),
        correctOptionIds: own.filter((o) => o.isCorrect).map((o) => o.id),
      };
    });
}

function quizMessage(error: QuizAnswerError): string {
  switch (error.code) {
    case 'option_of_other_question':
      return `Option ${error.optionId} belongs to another question.`;
    case 'unknown_option':
      return `Option ${error.optionId} is not an option of this question.`;
    case 'too_many_options':
      return 'Choose one option for this question.';
    case 'duplicate_answer':
      return 'This question is answered twice.';
    case 'unknown_question':
      return 'This question is not part of this activity.';
  }
}

/**
 * Checks answers to an activity's questions (not quest steps): options of the question itself
 * for a quiz (the domain's rules), text and blanks for a worksheet. `field(i, name)` names the
 * field of the i-th answer in the errors.
 */
export function checkAnswers(
  activity: Pick<ActivityRow, 'activityType'>,
  content: QuizContent,
  inputs: readonly AnswerInput[],
  field: (index: number, name: string) => string,
): { answers: CheckedAnswer[]; errors: Record<string, string[]> | null } {
  const errors: Record<string, string[]> = {};
  const add = (key: string, message: string) => {
    errors[key] = [...(errors[key] ?? []), message];
  };
  const quiz = quizOf(content);
  const selections: QuizSelection[] = [];
  inputs.forEach((input, index) => {
    const detail = quiz.details.get(input.activity_detail_id);
    if (detail?.detailType !== 'question') {
      add(
        field(index, 'activity_detail_id'),
        detail?.detailType === 'step'
          ? 'Quest steps are answered through custom_answers.'
          : 'This question is not part of this activity.',
      );
    } else if (activity.activityType === 'quiz') {
      if (input.answer === undefined) add(field(index, 'answer'), 'Send the chosen options.');
      if (input.text || (input.blanks?.length ?? 0) > 0) {
        add(field(index, 'text'), 'Quiz questions are answered by choosing options.');
      }
      selections.push({ questionId: detail.id, optionIds: input.answer ?? [] });
    } else {
      const blanks = (detail.content as WorksheetContent | null)?.blanks ?? 0;
      if ((input.answer?.length ?? 0) > 0) {
        add(field(index, 'answer'), 'Worksheet questions are answered in writing.');
      }
      if ((input.blanks?.length ?? 0) > blanks) {
        add(field(index, 'blanks'), `This question has ${blanks} blanks.`);
      }
    }
  });
  const scored = activity.activityType === 'quiz' ? scoreSelections(quiz.key, selections) : null;
  if (scored && !scored.ok) {
    for (const error of scored.errors) {
      const index = inputs.findIndex((i) => i.activity_detail_id === error.questionId);
      add(field(Math.max(index, 0), 'answer'), quizMessage(error));
    }
  }
  if (Object.keys(errors).length > 0) return { answers: [], errors };
  const results = scored?.ok ? scored.value : [];
  return {
    errors: null,
    answers: inputs.map((input) => {
      const result = results.find((r) => r.questionId === input.activity_detail_id);
      return {
        detailId: input.activity_detail_id,
        optionIds: result?.selectedOptionIds ?? [],
        text: activity.activityType === 'quiz' ? null : (input.text ?? null),
        blanks: activity.activityType === 'quiz' ? [] : (input.blanks ?? []),
        isCorrect: result?.answered ? result.correct : null,
      };
    }),
  };
}

/**
 * Scores a quiz's stored answers on submission. Options a re-imported kit no longer has are
 * dropped first, so stored answers always fit the key they are scored against.
 */
export function scoreStoredQuiz(content: QuizContent, stored: readonly AnswerRow[]) {
  const { key } = quizOf(content);
  const selections = key.list.flatMap((question) => {
    const answer = stored.find((a) => a.activityDetailId === question.questionId);
    const ids = answer?.optionIds.filter((id) => question.optionIds.includes(id)) ?? [];
    return ids.length === 0
      ? []
      : [
          {
            questionId: question.questionId,
            optionIds: question.choice === 'single' ? ids.slice(0, 1) : ids,
          },
        ];
  });
  const result = scoreQuiz(key, selections);
  if (!result.ok) throw new RangeError(`stored answers do not fit: ${result.errors[0].code}`);
  return result.value;
}
