import { z } from 'zod/mini';
import {
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_SIZE,
} from '../constants.js';
import { pageQuery } from '../paging.js';

/** The centre's two tabs: discussion notifications are the discussions tab, the rest the other. */
export const NOTIFICATION_TABS = ['notifications', 'discussions'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

/**
 * The centre's filters: all, unread or read notifications of a tab, outside the archive; and, in
 * the discussions tab only, the notifications of the discussions the reader archived.
 */
export const MESSAGE_STATUSES = ['all', 'unread', 'read', 'archived'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const ARCHIVE_ONLY_IN_DISCUSSIONS = 'Only the discussions tab has an archive.';

/** How many of the newest notifications the bell's first load answers. */
export const LATEST_NOTIFICATIONS = 5;

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 2000;

/** Quiet hours are school-local wall-clock times, HH:MM on a 24-hour clock. */
export const QUIET_TIME_MESSAGE = 'Enter a time as HH:MM, from 00:00 to 23:59.';
export const quietTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, QUIET_TIME_MESSAGE));

export const notificationKind = z.enum(NOTIFICATION_KINDS);
export const notificationDelivery = z.enum(NOTIFICATION_DELIVERIES);
export const notificationTab = z.enum(NOTIFICATION_TABS);

export const notificationItem = z.object({
  id: z.int(),
  kind: notificationKind,
  tab: notificationTab,
  title: z.string(),
  body: z.string(),
  /** The web app's route of the screen it is about. */
  link: z.string(),
  created_at: z.string(),
  read_at: z.nullable(z.string()),
  /** The discussion it is about, for the discussions tab to archive; null for other kinds. */
  discussion_token: z.nullable(z.string()),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const unreadCounts = z.object({
  notifications: z.int(),
  discussions: z.int(),
  total: z.int(),
});
export type UnreadCounts = z.infer<typeof unreadCounts>;

export const notificationsHome = z.object({
  unread: unreadCounts,
  /** The newest few of each tab, newest first. */
  latest: z.object({
    notifications: z.array(notificationItem),
    discussions: z.array(notificationItem),
  }),
});
export type NotificationsHome = z.infer<typeof notificationsHome>;

export const notificationPageQuery = z
  .object({
    page: pageQuery.shape.page,
    per_page: z._default(
      z.coerce.number().check(z.int(), z.gte(1), z.lte(NOTIFICATION_PAGE_SIZE)),
      NOTIFICATION_PAGE_SIZE,
    ),
    message_status: z._default(z.enum(MESSAGE_STATUSES), 'all'),
    tab: z._default(notificationTab, 'notifications'),
  })
  .check(
    z.refine((query) => query.message_status !== 'archived' || query.tab === 'discussions', {
      message: ARCHIVE_ONLY_IN_DISCUSSIONS,
      path: ['message_status'],
    }),
  );

/** A reader's archive state of one discussion: archived since when, or null when it is not. */
export const discussionArchive = z.object({
  discussion_token: z.string(),
  archived_at: z.nullable(z.string()),
});
export type DiscussionArchive = z.infer<typeof discussionArchive>;

export const notificationSettings = z.object({
  kinds: z.array(z.object({ kind: notificationKind, delivery: notificationDelivery })),
  quiet_hours_start: quietTime,
  quiet_hours_end: quietTime,
  /** The school's time zone, in which quiet hours are read. */
  time_zone: z.string(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;
