import { discussionKeys } from '../features/discussions';
import { useLiveInvalidation } from '../features/live';
import { notificationKeys } from '../features/notifications';
import { rewardKeys } from '../features/rewards';

/** What the live stream refreshes: the bell and the centre, the discussions shown, rewards. */
export function LiveRefresh() {
  useLiveInvalidation(['notification.created', 'notifications.read'], notificationKeys.all);
  useLiveInvalidation(['discussion.message', 'discussion.changed'], discussionKeys.all);
  useLiveInvalidation(['rewards.changed'], rewardKeys.all);
  return null;
}
