import type { UserType } from '@kitlab/contract';

/** Each role's name as the screens show it: the header's account button, account and user pages. */
export const ROLE_NAME: Record<UserType, string> = {
  S: 'Student',
  T: 'Teacher',
  C: 'Administrator',
};
