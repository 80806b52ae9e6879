import { activityKeys } from '../features/activities';
import { assignmentKeys } from '../features/assignments';
import { discussionKeys } from '../features/discussions';
import { useLiveInvalidation } from '../features/live';
import { notificationKeys } from '../features/notifications';
import { rewardKeys, useBadgeToasts } from '../features/rewards';

/**
 * What the live stream refreshes: the bell and the centre, the discussions shown, rewards, and
 * the student's own work (the open player and the dashboard's list) once a teacher marked or
 * returned it.
 */
export function LiveRefresh() {
  useLiveInvalidation(['notification.created', 'notifications.read'], notificationKeys.all);
  useLiveInvalidation(['discussion.message', 'discussion.changed'], discussionKeys.all);
  useLiveInvalidation(['rewards.changed'], rewardKeys.all);
  useBadgeToasts();
  useLiveInvalidation(['work.changed'], activityKeys.all);
  useLiveInvalidation(['work.changed'], assignmentKeys.lists());
  return null;
}
