import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from './keys';
import type { ManagedUser } from './list-users';

/** After any change to a managed user: show the new state and refresh the lists it is in. */
export function userChanged(queryClient: QueryClient, user: ManagedUser): void {
  queryClient.setQueryData(accountKeys.user(user.user_token), user);
  void queryClient.invalidateQueries({ queryKey: [...accountKeys.users(), 'list'] });
}

/** After a user's erasure: the lists they were in are refreshed, and they are forgotten. */
export function userErased(queryClient: QueryClient, userToken: string): void {
  queryClient.removeQueries({ queryKey: accountKeys.user(userToken) });
  void queryClient.invalidateQueries({ queryKey: [...accountKeys.users(), 'list'] });
}
