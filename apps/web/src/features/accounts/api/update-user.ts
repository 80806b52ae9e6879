import { accounts, type CallBody } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { userChanged } from './user-changed';

export type UserChange = CallBody<typeof accounts.updateUser>;

/** Edits a name or email, moves a student to another class, or (de)activates the account. */
export function updateUser(userToken: string, body: UserChange) {
  return apiRequest(accounts.updateUser, { params: { user_token: userToken }, body });
}

export function useUpdateUser(userToken: string) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (body: UserChange) => updateUser(userToken, body),
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
