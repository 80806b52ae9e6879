import { discussionKeys } from '../features/discussions';
import { useLiveInvalidation } from '../features/live';
import { notificationKeys } from '../features/notifications';

/** What the live stream refreshes: the bell and the centre, and the discussions shown. */
export function LiveRefresh() {
  useLiveInvalidation(['notification.created', 'notifications.read'], notificationKeys.all);
  useLiveInvalidation(['discussion.message', 'discussion.changed'], discussionKeys.all);
  return null;
}
