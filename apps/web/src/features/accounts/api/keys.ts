import type { accounts, CallQuery } from '@kitlab/contract';

/** The filters of the administrators' user list, as the list call takes them. */
export type UserListFilters = CallQuery<typeof accounts.listUsers>;

/** Query keys of the accounts feature; a mutation refreshes exactly what it changed. */
export const accountKeys = {
  all: ['accounts'] as const,
  settings: () => [...accountKeys.all, 'account-settings'] as const,
  teacherSubjects: () => [...accountKeys.all, 'teacher-subjects'] as const,
  privacy: () => [...accountKeys.all, 'user-privacy'] as const,
  publicKey: () => [...accountKeys.all, 'public-key'] as const,
  passwordCheck: (key: string | null) =>
    [...accountKeys.all, 'check-password-reset', key ?? 'signed-in'] as const,
  hierarchy: () => [...accountKeys.all, 'hierarchy-lov'] as const,
  users: () => [...accountKeys.all, 'users'] as const,
  userList: (filters: UserListFilters) => [...accountKeys.users(), 'list', filters] as const,
  user: (userToken: string) => [...accountKeys.users(), 'detail', userToken] as const,
  outbox: () => [...accountKeys.all, 'outbox'] as const,
  outboxPage: (page: number) => [...accountKeys.outbox(), page] as const,
};
