import { accounts, type CallBody } from '@kitlab/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userChanged } from './user-changed';

export type TeachingChoice = CallBody<typeof accounts.assignTeaching>;

export function assignTeaching(userToken: string, body: TeachingChoice) {
  return apiRequest(accounts.assignTeaching, { params: { user_token: userToken }, body });
}

export function useAssignTeaching(userToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeachingChoice) => assignTeaching(userToken, body),
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
