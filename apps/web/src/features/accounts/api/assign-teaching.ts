import { accounts, type CallBody } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { userChanged } from './user-changed';

export type TeachingChoice = CallBody<typeof accounts.assignTeaching>;

export function assignTeaching(userToken: string, body: TeachingChoice) {
  return apiRequest(accounts.assignTeaching, { params: { user_token: userToken }, body });
}

export function useAssignTeaching(userToken: string) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (body: TeachingChoice) => assignTeaching(userToken, body),
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
