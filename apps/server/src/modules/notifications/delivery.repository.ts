import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jsonInsert } from '../../db/json-insert.js';
import { jsonListOf } from '../../db/json-lists.js';
import { jsonbText } from '../../db/jsonb-text.js';
import { preparedOnce, preparedSql } from '../../db/prepared.js';
import {
  notificationKindSettings,
  notificationSettings,
  notifications,
  organisations,
  users,
} from '../../db/schema/index.js';
import { featureOn } from '../organisations/index.js';
import type { GrownRow, StoredNotice } from './plan-groups.js';

type KindChoice = Pick<typeof notificationKindSettings.$inferSelect, 'kind' | 'delivery'>;

export type NewNotification = typeof notifications.$inferInsert;

/**
 * A row made or grown, as its live notice names it. Its user's unread count is not read with it:
 * counted row by row, it cost each insert more the longer a user left notifications unread
 * (students keep hundreds), and open screens refetch their counts on the notice anyway.
 */
const madeRow = {
  id: notifications.id,
  userId: notifications.userId,
  kind: notifications.kind,
};

/** New notifications from one JSON placeholder, prepared once per shape of row. */
const insertNotifications = jsonInsert('notifications_insert', notifications, {
  skipConflictsOn: [notifications.userId, notifications.sourceKey],
  returning: madeRow,
});

/**
 * How a recipient takes notifications: their school, its time zone, their quiet hours (null: the
 * defaults), whether their school pushes, and the kinds they chose a delivery for (the others are
 * delivered now).
 */
export interface Recipient {
  userId: number;
  organisationId: number;
  timeZone: string;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
  pushEnabled: boolean;
  choices: KindChoice[];
}

/**
 * The recipients among the users `who` picks (a condition on `users`), as one JSON list: a
 * statement that reads other things too (a notification's sources) can read them beside.
 */
export const recipientsJsonOf = (who: SQL): SQL<Recipient[]> =>
  jsonListOf<Recipient>(
    sql`select json_build_object(
      'userId', ${users.id},
      'organisationId', ${users.organisationId},
      'timeZone', ${organisations.timeZone},
      'quietHoursStart', ${notificationSettings.quietHoursStart},
      'quietHoursEnd', ${notificationSettings.quietHoursEnd},
      'pushEnabled', ${featureOn(users.organisationId, 'Push Notifications')},
      'choices', ${jsonListOf<KindChoice>(
        sql`select json_build_object('kind', ${notificationKindSettings.kind}, 'delivery', ${notificationKindSettings.delivery}) from ${notificationKindSettings} where ${notificationKindSettings.userId} = ${users.id}`,
      )})
    from ${users}
    inner join ${organisations} on ${eq(organisations.id, users.organisationId)}
    left join ${notificationSettings} on ${eq(notificationSettings.userId, users.id)}
    where ${who}`,
  );

/** Recipients by their ids (see `recipientsJsonOf`), in one statement built once and prepared. */
const recipientsStatement = preparedSql<{ recipients: Recipient[] }>(
  'notification_recipients',
  () =>
    sql`select ${recipientsJsonOf(sql`${users.id} = any(${sql.placeholder('userIds')}::int[])`)} as recipients`,
);

/** Holds the named groups until the transaction ends, one after the other in the names' order. */
const lockGroupsStatement = preparedSql(
  'notification_groups_lock',
  () =>
    sql`select pg_advisory_xact_lock(hashtextextended(name, 0)) from unnest(${sql.placeholder('names')}::text[]) with ordinality as locks(name, position) order by position`,
);

/** See `storedFor`. */
const storedStatement = preparedOnce((db) =>
  db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      sourceKey: notifications.sourceKey,
      groupKey: notifications.groupKey,
      groupCount: notifications.groupCount,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(
      and(
        sql`${notifications.userId} = any(${sql.placeholder('userIds')}::int[])`,
        or(
          sql`${notifications.sourceKey} = any(${sql.placeholder('sourceKeys')}::text[])`,
          and(
            sql`${notifications.groupKey} = any(${sql.placeholder('groupKeys')}::text[])`,
            isNull(notifications.readAt),
          ),
        ),
      ),
    )
    .for('update')
    .prepare('notifications_stored_for_groups'),
);

/** See `grow`. */
const growStatement = preparedOnce((db) =>
  db
    .update(notifications)
    .set({
      groupCount: sql`grown.group_count`,
      title: sql`grown.title`,
      body: sql`grown.body`,
      link: sql`grown.link`,
      sourceKey: sql`grown.source_key`,
      eventSeq: sql`grown.event_seq`,
      actorId: sql`grown.actor_id`,
      createdAt: sql`grown.created_at`,
      pushDueAt: sql`grown.push_due_at`,
      pushTakenAt: null,
      inDigest: sql`grown.in_digest`,
      digestedAt: null,
    })
    .from(
      sql`jsonb_to_recordset(${sql.placeholder('rows')}::jsonb) as grown(
        id bigint, group_count integer, title text, body text, link text, source_key text,
        event_seq bigint, actor_id integer, created_at timestamptz, push_due_at timestamptz,
        in_digest boolean)`,
    )
    .where(
      and(
        // The ids again as an array: PostgreSQL takes a record set for 100 rows and, for that many,
        // scanned the whole table for the one or two grown; by the array it reads them by key.
        sql`${notifications.id} = any(${sql.placeholder('ids')}::bigint[])`,
        sql`${notifications.id} = grown.id`,
        isNull(notifications.readAt),
      ),
    )
    .returning(madeRow)
    .prepare('notifications_grow'),
);

/** What deciding and storing new notifications reads and writes. */
export function createDeliveryRepository(db: Database) {
  return {
    /** How each recipient takes notifications (see `recipientsStatement`). */
    async recipients(userIds: number[]): Promise<Recipient[]> {
      const [row] = await recipientsStatement(db, { userIds });
      return row?.recipients ?? [];
    },

    /**
     * Stores the new ones; one already made from the same source is kept as it was. Each row
     * made comes with its user's unread count before this statement.
     */
    insert(rows: NewNotification[]) {
      return insertNotifications(db, rows);
    },

    /**
     * Holds each user's group until the transaction ends, in one order, so two transactions
     * gathering into the same group take turns: the second sees the row the first made.
     */
    async lockGroups(groups: { userId: number; key: string }[]): Promise<void> {
      const names = [
        ...new Set(groups.map((g) => `notification-group ${g.userId} ${g.key}`)),
      ].sort();
      if (names.length === 0) return;
      await lockGroupsStatement(db, { names });
    },

    /**
     * The users' rows made from any of these sources, and their unread rows of these groups,
     * locked until the transaction ends so that a row is not read while it grows.
     */
    storedFor(
      userIds: number[],
      sourceKeys: string[],
      groupKeys: string[],
    ): Promise<StoredNotice[]> {
      return storedStatement(db).execute({ userIds, sourceKeys, groupKeys });
    },

    /**
     * Rewrites grown groups in one statement prepared once; a row read meanwhile is left as it was.
     */
    async grow(rows: GrownRow[]) {
      if (rows.length === 0) return [];
      const values = jsonbText(
        rows.map((row) => ({
          id: row.id,
          group_count: row.groupCount,
          title: row.title,
          body: row.body,
          link: row.link,
          source_key: row.sourceKey,
          event_seq: row.eventSeq,
          actor_id: row.actorId,
          created_at: row.createdAt.toISOString(),
          push_due_at: row.pushDueAt?.toISOString() ?? null,
          in_digest: row.inDigest,
        })),
      );
      return growStatement(db).execute({ rows: values, ids: rows.map((row) => row.id) });
    },
  };
}

/** Counted unread per tab; `discussion_message` is the discussions tab. */
export const unreadByTab = {
  discussions: sql<number>`count(*) filter (where ${notifications.kind} = 'discussion_message')::int`,
  notifications: sql<number>`count(*) filter (where ${notifications.kind} <> 'discussion_message')::int`,
};
