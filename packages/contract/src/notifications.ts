import { z } from 'zod/mini';
import { bodyId } from './bounds.js';
import { defineCall, pathId } from './call.js';
import { NOTIFICATION_KINDS } from './constants.js';
import { discussionToken } from './discussions/tokens.js';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  discussionArchive,
  notificationDelivery,
  notificationItem,
  notificationKind,
  notificationPageQuery,
  notificationSettings,
  notificationsHome,
  notificationTab,
  quietTime,
  unreadCounts,
} from './notifications/shapes.js';
import { pageOf } from './paging.js';

export * from './notifications/shapes.js';

const EVERYONE = ['S', 'T', 'C'] as const;

export const getHomeNotifications = defineCall({
  method: 'POST',
  path: '/v2/tutortalk/home/notifications',
  roles: EVERYONE,
  summary:
    "What the bell and the notification centre show first: the caller's unread counts of both tabs and the newest few notifications of each.",
  response: notificationsHome,
});

export const listNotifications = defineCall({
  method: 'GET',
  path: '/v2/pnotify/notifications',
  roles: EVERYONE,
  summary:
    "One page of the caller's notifications of one tab (`notifications` or `discussions`), newest first; `message_status` keeps only read or unread ones. The discussions tab leaves out the discussions the caller archived, which `message_status=archived` lists instead. 20 per page at most.",
  query: notificationPageQuery,
  response: pageOf(notificationItem),
});

export const getUnreadCounts = defineCall({
  method: 'GET',
  path: '/v2/pnotify/notifications/unread',
  roles: EVERYONE,
  summary: "The caller's unread notifications, counted per tab.",
  response: unreadCounts,
});

export const markAllNotificationsRead = defineCall({
  method: 'POST',
  path: '/v2/pnotify/notifications/mark-all-as-read',
  roles: EVERYONE,
  summary:
    'Marks every unread notification of the caller read, or only those of one tab when `tab` is sent. Answers how many it marked and the counts left.',
  // A request without a body marks everything, as one with an empty body does.
  body: z._default(z.object({ tab: z.optional(notificationTab) }), {}),
  response: z.object({ marked: z.int(), unread: unreadCounts }),
});

export const markNotificationRead = defineCall({
  method: 'POST',
  path: '/v2/pnotify/notifications/{id}/mark_notification_as_read',
  roles: EVERYONE,
  summary:
    "Marks one of the caller's notifications read (again is fine). Another user's notification answers 404.",
  params: z.object({ id: pathId }),
  notFound: 'No such notification.',
  response: z.object({ notification: notificationItem, unread: unreadCounts }),
});

export const getNotificationSettings = defineCall({
  method: 'GET',
  path: '/v2/pnotify/notification-settings',
  roles: EVERYONE,
  summary:
    "How the caller receives each kind of notification sent to their kind of user (now, in a daily digest, or off; now when never chosen) and their quiet hours in the school's time zone.",
  response: notificationSettings,
});

export const DUPLICATE_KIND_MESSAGE = 'Choose each kind of notification once.';
export const KIND_NOT_SENT_MESSAGE = 'This kind of notification is not sent to you.';

export const saveNotificationSettings = defineCall({
  method: 'PUT',
  path: '/v2/pnotify/notification-settings',
  roles: EVERYONE,
  summary:
    "Saves the delivery of the kinds sent (the others keep theirs) and the quiet hours. The same start and end means no quiet hours. A kind not sent to the caller's kind of user is refused.",
  body: z.object({
    kinds: z._default(
      z.array(z.object({ kind: notificationKind, delivery: notificationDelivery })).check(
        z.maxLength(NOTIFICATION_KINDS.length),
        z.refine((kinds) => new Set(kinds.map((k) => k.kind)).size === kinds.length, {
          message: DUPLICATE_KIND_MESSAGE,
        }),
      ),
      [],
    ),
    quiet_hours_start: quietTime,
    quiet_hours_end: quietTime,
  }),
  response: notificationSettings,
});

export const createAnnouncement = defineCall({
  method: 'POST',
  path: '/v2/tutortalk/announcements',
  roles: ['T'],
  summary:
    "A teacher's announcement to one of their classes (their teaching, `teacher_assign_id`): each student of the class is notified. Another teacher's teaching answers 404.",
  body: z.object({
    teacher_assign_id: bodyId,
    title: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Give the announcement a title.'),
        z.maxLength(
          ANNOUNCEMENT_TITLE_MAX,
          `Keep the title under ${ANNOUNCEMENT_TITLE_MAX} characters.`,
        ),
      ),
    body: z._default(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(
            ANNOUNCEMENT_BODY_MAX,
            `Keep the message under ${ANNOUNCEMENT_BODY_MAX} characters.`,
          ),
        ),
      '',
    ),
  }),
  response: z.object({
    id: z.int(),
    class_name: z.string(),
    subject_name: z.string(),
    notified: z.int(),
  }),
  status: 201,
});

/** Archiving a discussion and bringing it back: one path, for its readers, answering the same. */
const discussionArchiveCall = {
  path: '/v2/tutortalk/discussions/{discussion_token}/archive',
  roles: ['S', 'T'],
  params: z.object({ discussion_token: discussionToken }),
  notFound: 'No such discussion.',
  response: discussionArchive,
} as const;

export const archiveDiscussion = defineCall({
  ...discussionArchiveCall,
  method: 'PUT',
  summary:
    'Puts a discussion the caller reads in their own archive, reading it to its newest message: its notifications leave the discussions tab until a newer message brings it back. Again is fine. A discussion the caller does not read answers 404.',
});

export const bringBackDiscussion = defineCall({
  ...discussionArchiveCall,
  method: 'DELETE',
  summary:
    "Takes a discussion out of the caller's archive, back into their discussions tab. One not archived is fine; one the caller does not read answers 404.",
});
