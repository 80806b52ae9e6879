import type { UserType } from '@kitlab/contract';
import { isCompanionEnrolled } from '../../../lib/session-storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { type Sender, sendLearningEvent } from './send-event';

const ENROLLED_EVENT = 'kitlab:companion-enrolled';

/** Sets the stored flag that shows the widget, and tells this tab's listeners. */
function markCompanionEnrolled(): void {
  localStorage.setItem(STORAGE_KEYS.companionEnrolled, 'true');
  window.dispatchEvent(new Event(ENROLLED_EVENT));
}

/** Calls `listener` when this tab enrolls; the session's own changes are watched beside it. */
export function subscribeToEnrollment(listener: () => void): () => void {
  window.addEventListener(ENROLLED_EVENT, listener);
  return () => window.removeEventListener(ENROLLED_EVENT, listener);
}

let pending: Promise<void> | null = null;

/**
 * Spec section 4: the enrollment event is sent once. When the organisation has the Learning
 * Companion and a teacher or student is not enrolled yet, it is sent; success sets the stored
 * flag, after which enrollment is skipped. A failure leaves the flag unset, for the next start
 * to try again; it never shows. One call at a time, however many components ask.
 */
export function enrollInCompanion(
  options: { featureOn: boolean; userType: UserType | null | undefined } & Omit<Sender, 'userType'>,
): Promise<void> {
  const { featureOn, ...sender } = options;
  if (!featureOn || isCompanionEnrolled() || pending) return pending ?? Promise.resolve();
  pending = sendLearningEvent('enrollment', {}, sender)
    .then((sent) => {
      if (sent) markCompanionEnrolled();
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
