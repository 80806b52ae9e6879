import { accounts, type CallBody } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { userChanged } from './user-changed';

export type NewUser = CallBody<typeof accounts.createUser>;

/** Creates a teacher or student; without a temporary password they are emailed a link. */
export function createUser(body: NewUser) {
  return apiRequest(accounts.createUser, { body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: createUser,
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
