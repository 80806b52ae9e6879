/** Timings and limits the product specification fixes (sections 4, 8 and 9). */
export const REFRESH_RETRY_COUNTER_START = 3;
export const SESSION_EXPIRED_NOTICE_MS = 6000;
export const LOGOUT_SUPPRESSION_MS = 5000;
export const NOT_FOUND_REDIRECT_MS = 3000;
export const TOAST_DEFAULT_MS = 2000;
/** A toast shown by its message alone, with no duration given. */
export const TOAST_QUICK_MS = 1000;
export const TOAST_WIDTH_PX = 325;
/** At this width and below, toasts span the screen. */
export const TOAST_MOBILE_BREAKPOINT_PX = 768;
/** A toast sliding in, and out when it closes by itself or by a click. */
export const TOAST_ANIMATION_MS = 600;
/** A toast leaving after a swipe. */
export const TOAST_SWIPE_EXIT_MS = 400;
export const WORKER_LOGIN_SYNC_RETRY_MS = 2000;
export const SESSION_DB_NAME = 'SessionDB';
export const SESSION_DB_VERSION = 1;
export const SESSION_DB_STORE = 'session';
export const LOGIN_STATUS_RECORD_ID = 'loginStatus';
export const FULL_SCREEN_KEY = 'F11';
export const MOBILE_MAX_WIDTH_PX = 600;
export const TABLET_MIN_WIDTH_PX = 599;
export const NOTIFICATION_PAGE_SIZE = 20;

export const SESSION_EXPIRED_TITLE = 'Session';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please login again.';
export const NEW_VERSION_MESSAGE = 'Bringing the new application version...';
export const NOT_FOUND_TITLE = 'Error';
export const NOT_FOUND_MESSAGE = 'Page not found!';

/** Role homes, spec section 6. */
export const ROLE_HOME = { S: '/dashboard', T: '/dashboard', C: '/reports/AdminReport' } as const;

/** Largest log-device entry the server stores, in bytes of JSON. */
export const DEVICE_LOG_MAX_BYTES = 16 * 1024;

/**
 * Milliseconds to move the server's clock by for one request. Read only by a server started with
 * TEST_CLOCK_SHIFT (never in production), so browser journeys run on a date of their own.
 */
export const TEST_CLOCK_SHIFT_HEADER = 'x-test-clock-shift';

/**
 * What a notification is about. Each is made from a learning event or a teacher's announcement,
 * links to its screen, and can be delivered now, in the daily digest, or not at all.
 */
export const NOTIFICATION_KINDS = [
  'work_assigned',
  'work_due_tomorrow',
  'work_marked',
  'work_returned',
  'discussion_message',
  'announcement',
  'badge_given',
  'work_handed_in',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds each kind of user can be sent, so their settings list only those. */
export const NOTIFICATION_KINDS_OF: Record<'S' | 'T' | 'C', readonly NotificationKind[]> = {
  S: [
    'work_assigned',
    'work_due_tomorrow',
    'work_marked',
    'work_returned',
    'badge_given',
    'discussion_message',
    'announcement',
  ],
  T: ['work_handed_in', 'discussion_message'],
  C: [],
};

/** How a user wants one kind of notification: now (centre and push), in the daily digest, or off. */
export const NOTIFICATION_DELIVERIES = ['now', 'digest', 'off'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/**
 * What the live stream tells an open screen (server-sent event names). Events carry ids and
 * counts only, never a message's or a notification's text: the screen refetches what changed.
 * - `notification.created`: `{ id, kind }`, a notification was made or a group of them grew
 * - `notifications.read`: `{ unread_count }`, after one or all are marked read
 * - `discussion.message`: `{ discussion_token, message_token }`, a message was posted
 * - `discussion.changed`: `{ discussion_token }`, a message was hidden or read state changed
 * - `rewards.changed`: `{ xp_earned, badges }`, the student earned XP or a badge (codes)
 * - `work.changed`: `{ assignment_id, activity_id }`, a teacher returned or marked the student's
 *   work, so an open player or dashboard reloads its state
 */
export const LIVE_EVENT_TYPES = [
  'notification.created',
  'notifications.read',
  'discussion.message',
  'discussion.changed',
  'rewards.changed',
  'work.changed',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
