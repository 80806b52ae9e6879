import { ROLE_HOME, type UserType } from '@kitlab/contract';

export const SIGN_IN_PATH = '/login';

/** Where a user of this type starts (spec section 6); signed-out visitors start at sign-in. */
export function homeFor(userType: UserType | null | undefined): string {
  return userType ? ROLE_HOME[userType] : SIGN_IN_PATH;
}
