import type { UserType } from '@kitlab/contract';
import { getSessionSnapshot } from './use-session';

/**
 * Whether the stored session shows a signed-in page of `roles` straight away: signed in in one of
 * them, with no temporary password to replace and the privacy policy accepted, so that neither of
 * the shell's gates holds the page. A page may ask for its data ahead of its code on this.
 */
export function opensStraightAway(roles: readonly UserType[]): boolean {
  const { isLoggedIn, session, mustChangePassword, privacyAccepted } = getSessionSnapshot();
  const role = session?.user_type;
  return (
    isLoggedIn &&
    role !== undefined &&
    roles.includes(role) &&
    !mustChangePassword &&
    privacyAccepted
  );
}
