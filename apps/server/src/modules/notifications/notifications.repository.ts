import type { notifications as contract } from '@kitlab/contract';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  discussionMessages,
  discussionReads,
  discussions,
  notifications,
} from '../../db/schema/index.js';
import { unreadByTab } from './delivery.repository.js';

/** A notification as the centre shows it, with the token of the discussion it is about. */
export type NotificationRow = typeof notifications.$inferSelect & {
  discussionToken: string | null;
};

const listed = { ...getTableColumns(notifications), discussionToken: discussions.token };
const aboutDiscussion = eq(discussions.id, notifications.discussionId);

const inTab = (tab: contract.NotificationTab): SQL =>
  tab === 'discussions'
    ? eq(notifications.kind, 'discussion_message')
    : ne(notifications.kind, 'discussion_message');

const archivedThread = alias(discussions, 'archived_thread');

/**
 * The notification is about a discussion its reader archived, and no message came after they
 * archived it: a newer message brings the discussion back by itself (decision 0040).
 */
const inArchive: SQL = sql`exists (select 1 from ${discussionReads} inner join ${discussions} ${archivedThread} on ${archivedThread.id} = ${discussionReads.discussionId} where ${discussionReads.discussionId} = ${notifications.discussionId} and ${discussionReads.userId} = ${notifications.userId} and ${discussionReads.archivedAt} is not null and (${archivedThread.lastMessageAt} is null or ${archivedThread.lastMessageAt} <= ${discussionReads.archivedAt}))`;

/** Which of a tab's notifications a filter keeps: the archive's, or by read state outside it. */
function withStatus(
  tab: contract.NotificationTab,
  status: contract.MessageStatus,
): SQL | undefined {
  if (status === 'archived') return inArchive;
  const outsideArchive = tab === 'discussions' ? sql`not ${inArchive}` : undefined;
  const byReadState =
    status === 'unread'
      ? isNull(notifications.readAt)
      : status === 'read'
        ? isNotNull(notifications.readAt)
        : undefined;
  return and(outsideArchive, byReadState);
}

type Param = number | Placeholder;
const userIdParam = sql.placeholder('userId');
type PageFilter = { tab: contract.NotificationTab; status: contract.MessageStatus };

/** A user's unread notifications counted by tab; the user an id or a placeholder. */
const unreadCountsOf = (db: Database, userId: Param) =>
  db
    .select(unreadByTab)
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));

const countsOrNone = ([row]: { notifications: number; discussions: number }[]) =>
  row ?? { notifications: 0, discussions: 0 };

const matchingPage = (userId: Param, filter: PageFilter) =>
  and(eq(notifications.userId, userId), inTab(filter.tab), withStatus(filter.tab, filter.status));

/** How many of a user's notifications match a filter. */
const matchingCount = (db: Database, userId: Param, filter: PageFilter) =>
  db.select({ n: count() }).from(notifications).where(matchingPage(userId, filter));

/** One page, newest first, each row carrying the count of all that match. */
const pageOf = (db: Database, filter: PageFilter) =>
  db
    .select({ ...listed, total: sql<number>`(${matchingCount(db, userIdParam, filter)})::int` })
    .from(notifications)
    .leftJoin(discussions, aboutDiscussion)
    .where(matchingPage(userIdParam, filter))
    .orderBy(desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

/**
 * The centre's reads of every screen, the bell's counts and a page with the count of all that
 * match, each one statement prepared once per database (a page's per filter, when first asked):
 * neither the query builder nor PostgreSQL's planner runs again for each call. They run on the
 * app's database, never inside a transaction.
 */
export function createCentreReads(db: Database) {
  const unread = unreadCountsOf(db, userIdParam).prepare('notifications_unread_counts');
  const pages = new Map<string, ReturnType<ReturnType<typeof pageOf>['prepare']>>();
  const pageStatement = (filter: PageFilter) => {
    const name = `notifications_page_${filter.tab}_${filter.status}`;
    let statement = pages.get(name);
    if (!statement) {
      statement = pageOf(db, filter).prepare(name);
      pages.set(name, statement);
    }
    return statement;
  };

  return {
    async unreadCounts(userId: number) {
      return countsOrNone(await unread.execute({ userId }));
    },

    /** One page, newest first, with the count of all that match; past the end counted apart. */
    async page(userId: number, filter: PageFilter, paging: { limit: number; offset: number }) {
      const found = await pageStatement(filter).execute({ userId, ...paging });
      const rows: NotificationRow[] = found.map(({ total: _, ...row }) => row);
      const [first] = found;
      if (first) return { rows, count: first.total };
      if (paging.offset === 0) return { rows, count: 0 };
      const [total] = await matchingCount(db, userId, filter);
      return { rows, count: total?.n ?? 0 };
    },
  };
}

/** The notification centre's reads and writes, always of one user's own notifications. */
export function createNotificationsRepository(db: Database) {
  return {
    async unreadCounts(userId: number) {
      return countsOrNone(await unreadCountsOf(db, userId));
    },

    /** The newest few of one tab, read or not, outside the archive. */
    latest(
      userId: number,
      tab: contract.NotificationTab,
      limit: number,
    ): Promise<NotificationRow[]> {
      return db
        .select(listed)
        .from(notifications)
        .leftJoin(discussions, aboutDiscussion)
        .where(and(eq(notifications.userId, userId), inTab(tab), withStatus(tab, 'all')))
        .orderBy(desc(notifications.id))
        .limit(limit);
    },

    /** Marks one of the user's notifications read (once) and answers it; null when not theirs. */
    async markOne(userId: number, id: number, now: Date): Promise<NotificationRow | null> {
      const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(mine, isNull(notifications.readAt)));
      const [row] = await db
        .select(listed)
        .from(notifications)
        .leftJoin(discussions, aboutDiscussion)
        .where(mine);
      return row ?? null;
    },

    /**
     * Marks the user's unread notifications read, of one tab when given; answers how many, and
     * the discussions the marked ones came from.
     */
    async markAll(userId: number, tab: contract.NotificationTab | undefined, now: Date) {
      const marked = await db
        .update(notifications)
        .set({ readAt: now })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            tab ? inTab(tab) : undefined,
          ),
        )
        .returning({ discussionId: notifications.discussionId });
      const discussionIds = new Set<number>();
      for (const { discussionId } of marked)
        if (discussionId !== null) discussionIds.add(discussionId);
      return { count: marked.length, discussionIds: [...discussionIds] };
    },

    /**
     * Marks read the user's notifications of the discussion's messages up to a message (a
     * message's notification has the source key `message:<id>`); answers how many.
     */
    async markDiscussionUpTo(
      read: { userId: number; discussionId: number; upToMessageId: number },
      now: Date,
    ) {
      const readMessageKeys = db
        .select({ key: sql<string>`'message:' || ${discussionMessages.id}` })
        .from(discussionMessages)
        .where(
          and(
            eq(discussionMessages.discussionId, read.discussionId),
            lte(discussionMessages.id, read.upToMessageId),
          ),
        );
      const marked = await db
        .update(notifications)
        .set({ readAt: now })
        .where(
          and(
            eq(notifications.userId, read.userId),
            eq(notifications.discussionId, read.discussionId),
            eq(notifications.kind, 'discussion_message'),
            isNull(notifications.readAt),
            inArray(notifications.sourceKey, readMessageKeys),
          ),
        )
        .returning({ id: notifications.id });
      return marked.length;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
