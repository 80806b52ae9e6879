import { rewards } from '@kitlab/contract';
import { describeBadge } from '@kitlab/domain';
import { showToast, type ToastOptions } from '../../../lib/toasts';
import { useLiveEvent } from '../../live';

/** The toast that names a new badge: given by a teacher, or earned by what the student did. */
export function badgeToast(code: rewards.BadgeCode): ToastOptions {
  const badge = describeBadge(code);
  return {
    id: `new-badge-${code}`,
    title: `New badge: ${badge.name}`,
    message: badge.manual
      ? 'Your teacher gave you this badge. See why on your Rewards page.'
      : `You earned it! ${badge.howEarned}`,
    tone: 'success',
  };
}

/**
 * Celebrates each badge the live stream says the student just got, on whatever screen is open.
 * The rewards' queries refresh on the same event (the app's live refresh).
 */
export function useBadgeToasts(): void {
  useLiveEvent('rewards.changed', (data) => {
    const event = rewards.rewardsChangedEvent.safeParse(data);
    if (!event.success) return;
    for (const code of event.data.badges) showToast(badgeToast(code));
  });
}
