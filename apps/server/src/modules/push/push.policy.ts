import type { UserType } from '@kitlab/contract';

/** A user's own devices only: another user's device answers as if it did not exist (404). */
export function canManageDevice(user: { id: number }, device: { userId: number }): boolean {
  return device.userId === user.id;
}

/** Students are the ones a daily cap protects; staff get every push they chose. */
export function isPushCapped(userType: UserType): boolean {
  return userType === 'S';
}
