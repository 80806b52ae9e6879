import { useState } from 'react';
import { type AnswerInput, saveAnswer } from '../../api/save-answer';
import type { DraftAttempt } from '../../api/start-attempt';
import { useActivityLog } from '../../hooks/use-activity-log';
import { useAnswerStore } from '../../hooks/use-answer-store';
import { tooLongReason } from '../../utils/answer-length';
import { type AnswerValue, answerInputOf, answersById } from '../../utils/answer-state';
import { keptAnswers } from '../../utils/kept-answers';
import { useSubmit } from './use-submit';

/** How a player's answers are kept: what was saved before, and how one answer is saved. */
export interface DraftAnswers<V> {
  initial: () => ReadonlyMap<number, V>;
  send: (id: number, value: V) => Promise<unknown>;
  /** An answer not saved yet as it goes with the hand-in; left out, none goes with it. */
  toInput?: (id: number, value: V) => AnswerInput;
  /** Why an answer cannot be saved as it is (too long): it is kept here and not sent. */
  refuse?: (value: V) => string | null;
}

/** Quiz and worksheet answers: one question at a time through the answer call. */
export function questionAnswers(
  attempt: DraftAttempt,
  kind: 'quiz' | 'worksheet',
): DraftAnswers<AnswerValue> {
  return {
    initial: () => answersById(attempt.answers),
    send: (id, value) => saveAnswer(attempt.answer_header_id, answerInputOf(id, value, kind)),
    toInput: (id, value) => answerInputOf(id, value, kind),
    refuse: (value) =>
      tooLongReason(value.text) ?? value.blanks.map(tooLongReason).find(Boolean) ?? null,
  };
}

/**
 * What every player of work in progress runs: the answers, saved as they change; the time spent,
 * logged while the work is open; and handing it in with whatever has not saved.
 */
export function useDraftWork<V>(attempt: DraftAttempt, answers: DraftAnswers<V>) {
  const [kept] = useState(() => keptAnswers<V>(attempt.answer_header_id));
  const { store, entries, saving } = useAnswerStore(
    answers.initial,
    answers.send,
    answers.refuse,
    kept,
  );
  const log = useActivityLog(attempt.answer_header_id);
  const { toInput } = answers;
  const submit = useSubmit({
    activityId: attempt.activity_id,
    answerHeaderId: attempt.answer_header_id,
    flush: () => store.flush(),
    refusal: () => store.refusal(),
    unsaved: () => (toInput ? store.unsaved().map(([id, value]) => toInput(id, value)) : []),
    handedIn: () => kept.forget(),
    ...log,
  });
  return { store, entries, saving, submit };
}
