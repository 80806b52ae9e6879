import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-error';
import { useCompleteAnswer } from '../../api/complete-answer';
import type { AnswerInput } from '../../api/save-answer';

/**
 * Handing work in: everything waiting is saved first, the time-spent span is closed, then the
 * attempt is completed with whatever still did not save. A refusal keeps the dialog open with
 * the server's words, and the student can carry on.
 */
export function useSubmit(options: {
  activityId: number;
  answerHeaderId: number;
  flush: () => Promise<unknown>;
  unsaved: () => AnswerInput[];
  leave: () => Promise<void>;
  resume: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const complete = useCompleteAnswer(options.activityId);

  const confirm = async () => {
    setPreparing(true);
    try {
      await options.flush();
      await options.leave();
    } finally {
      setPreparing(false);
    }
    complete.mutate(
      { answerHeaderId: options.answerHeaderId, answers: options.unsaved() },
      { onError: () => options.resume() },
    );
  };

  return {
    opened,
    open: () => {
      complete.reset();
      setOpened(true);
    },
    close: () => setOpened(false),
    confirm: () => void confirm(),
    loading: preparing || complete.isPending,
    error: complete.isError ? errorMessage(complete.error) : null,
  };
}
