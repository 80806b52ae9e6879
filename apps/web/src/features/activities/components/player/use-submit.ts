import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-error';
import { useCompleteAnswer } from '../../api/complete-answer';
import type { AnswerInput } from '../../api/save-answer';

/**
 * Handing work in: everything waiting is saved first, the time-spent span is closed, then the
 * attempt is completed with whatever still did not save. An answer too long to save stops it
 * before anything is sent. A refusal keeps the dialog open with the reason, and the student can
 * carry on.
 */
export function useSubmit(options: {
  activityId: number;
  answerHeaderId: number;
  flush: () => Promise<unknown>;
  /** Why an answer cannot be saved as it is; null when every answer can. */
  refusal: () => string | null;
  unsaved: () => AnswerInput[];
  /** After the work is handed in. */
  handedIn?: () => void;
  leave: () => Promise<void>;
  resume: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const complete = useCompleteAnswer(options.activityId);

  const refuseTooLong = (): boolean => {
    const refusal = options.refusal();
    setRefused(refusal === null ? null : `${refusal} Shorten it, then hand your work in.`);
    return refusal !== null;
  };

  const confirm = async () => {
    if (refuseTooLong()) return;
    setPreparing(true);
    try {
      await options.flush();
      await options.leave();
    } finally {
      setPreparing(false);
    }
    complete.mutate(
      { answerHeaderId: options.answerHeaderId, answers: options.unsaved() },
      { onSuccess: () => options.handedIn?.(), onError: () => options.resume() },
    );
  };

  return {
    opened,
    open: () => {
      complete.reset();
      refuseTooLong();
      setOpened(true);
    },
    close: () => setOpened(false),
    confirm: () => void confirm(),
    loading: preparing || complete.isPending,
    error: refused ?? (complete.isError ? errorMessage(complete.error) : null),
  };
}
