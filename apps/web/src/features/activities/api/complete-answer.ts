import { activities, type CallResponse } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { activityKeys } from './keys';
import { refreshAfterAttemptChange } from './refresh';
import type { AnswerInput } from './save-answer';
import type { Attempt } from './start-attempt';

export type CompletedSheet = CallResponse<typeof activities.completeAnswer>;

/** Submits a draft with any answers not saved yet; a quiz comes back scored. */
export function completeAnswer(
  answerHeaderId: number,
  answers: AnswerInput[],
): Promise<CompletedSheet> {
  return apiRequest(activities.completeAnswer, {
    params: { id: answerHeaderId },
    body: { answer: answers },
  });
}

/** The submission. Its answer is the whole marked sheet, so the result shows at once from it. */
export function useCompleteAnswer(activityId: number) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: ({ answerHeaderId, answers }: { answerHeaderId: number; answers: AnswerInput[] }) =>
      completeAnswer(answerHeaderId, answers),
    onSuccess: async (sheet) => {
      const { page_break_id: _page, pages: _pages, questions: _q, steps: _s, ...attempt } = sheet;
      queryClient.setQueryData<Attempt>(activityKeys.start(activityId), attempt);
      queryClient.setQueryData(activityKeys.sheet(activityId, sheet.answer_header_id, null), sheet);
      await refreshAfterAttemptChange(queryClient, activityId);
    },
  });
}
