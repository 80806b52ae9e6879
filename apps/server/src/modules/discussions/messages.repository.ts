import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  discussionMessages,
  discussionReads,
  discussions,
  messageReports,
  uploadedFiles,
  users,
} from '../../db/schema/index.js';
import { ownedUploads } from '../uploads/index.js';

export type MessageRow = typeof discussionMessages.$inferSelect;

/** The most recent messages a discussion shows; older ones stay stored. */
export const SHOWN_MESSAGES = 200;

/**
 * Unread for `userId`: after their cursor and not their own. The discussion is named with its
 * table, as drizzle leaves columns of a one-table query unqualified, and a bare "id" here would
 * be the message's.
 */
const discussionId = sql.raw('"discussions"."id"');
export const unreadOf = (userId: number) =>
  sql<number>`(select count(*) from ${discussionMessages} unread where unread.discussion_id = ${discussionId} and (unread.author_id is null or unread.author_id <> ${userId}) and unread.id > coalesce((select r.last_read_message_id from ${discussionReads} r where r.discussion_id = ${discussionId} and r.user_id = ${userId}), 0))::int`;

/** Messages, read cursors, photos and reports of discussions. */
export function createMessagesRepository(db: Database) {
  const views = (readerId: number) =>
    db
      .select({
        message: discussionMessages,
        authorFirstName: users.firstName,
        authorLastName: users.lastName,
        authorActive: users.isActive,
        photo: {
          id: uploadedFiles.id,
          key: uploadedFiles.key,
          contentType: uploadedFiles.contentType,
          bytes: uploadedFiles.bytes,
        },
        reportedByReader: sql<boolean>`exists (select 1 from ${messageReports} where ${messageReports.messageId} = ${discussionMessages.id} and ${messageReports.reporterId} = ${readerId} and ${messageReports.resolvedAt} is null)`,
      })
      .from(discussionMessages)
      .leftJoin(users, eq(users.id, discussionMessages.authorId))
      .leftJoin(uploadedFiles, eq(uploadedFiles.id, discussionMessages.photoId));

  return {
    /** The discussion's latest messages, oldest first, with author, photo and the reader's report. */
    async messagesOf(discussionId: number, readerId: number) {
      const rows = await views(readerId)
        .where(eq(discussionMessages.discussionId, discussionId))
        .orderBy(desc(discussionMessages.id))
        .limit(SHOWN_MESSAGES);
      return rows.reverse();
    },

    /** One message as `messagesOf` shows it. */
    async messageView(messageId: number, readerId: number) {
      const [row] = await views(readerId).where(eq(discussionMessages.id, messageId));
      if (!row) throw new Error('the message could not be read');
      return row;
    },

    /**
     * Inserts a message; null when its author already posted one with the same request key (a
     * repeated send, which may still be on its way in a concurrent request: the insert waits for
     * it and then does nothing).
     */
    async insert(
      tx: Database,
      values: typeof discussionMessages.$inferInsert,
    ): Promise<MessageRow | null> {
      const [row] = await tx
        .insert(discussionMessages)
        .values(values)
        .onConflictDoNothing({
          target: [discussionMessages.authorId, discussionMessages.requestKey],
          where: sql`${sql.raw('request_key')} is not null`,
        })
        .returning();
      return row ?? null;
    },

    /** The message its author posted with a request key, with the discussion it is in. */
    async byRequestKey(executor: Database, authorId: number, requestKey: string) {
      const [row] = await executor
        .select({ message: discussionMessages, discussion: discussions })
        .from(discussionMessages)
        .innerJoin(discussions, eq(discussions.id, discussionMessages.discussionId))
        .where(
          and(
            eq(discussionMessages.authorId, authorId),
            eq(discussionMessages.requestKey, requestKey),
          ),
        );
      return row ?? null;
    },

    /** A message with the discussion it belongs to. */
    async byToken(token: string) {
      const [row] = await db
        .select({ message: discussionMessages, discussion: discussions })
        .from(discussionMessages)
        .innerJoin(discussions, eq(discussions.id, discussionMessages.discussionId))
        .where(eq(discussionMessages.token, token));
      return row ?? null;
    },

    async inDiscussion(discussionId: number, token: string): Promise<MessageRow | null> {
      const [row] = await db
        .select()
        .from(discussionMessages)
        .where(
          and(
            eq(discussionMessages.discussionId, discussionId),
            eq(discussionMessages.token, token),
          ),
        );
      return row ?? null;
    },

    /** Where the reader's cursor stands, and how many messages by others lie beyond it. */
    async readState(discussionId: number, userId: number) {
      const [row] = await db
        .select({
          cursor: sql<number>`coalesce((select r.last_read_message_id from ${discussionReads} r where r.discussion_id = ${discussions.id} and r.user_id = ${userId}), 0)::int`,
          unread: unreadOf(userId),
        })
        .from(discussions)
        .where(eq(discussions.id, discussionId));
      return { cursor: row?.cursor ?? 0, unread: row?.unread ?? 0 };
    },

    /** The ids and tokens of a discussion's shown messages, for read states. */
    async tokensOf(discussionId: number) {
      const rows = await db
        .select({
          id: discussionMessages.id,
          token: discussionMessages.token,
          authorId: discussionMessages.authorId,
        })
        .from(discussionMessages)
        .where(eq(discussionMessages.discussionId, discussionId))
        .orderBy(desc(discussionMessages.id))
        .limit(SHOWN_MESSAGES);
      return rows.reverse();
    },

    /** The user's own uploaded photo, arrived and held by no work or other message. */
    async freePhoto(ownerId: number, key: string) {
      const [row] = await ownedUploads(db, ownerId, [key], 'unheld');
      return row ?? null;
    },

    /** Removes a message, keeping who did and when; false when it was removed already. */
    async remove(tx: Database, messageId: number, by: number, at: Date): Promise<boolean> {
      const rows = await tx
        .update(discussionMessages)
        .set({ hiddenAt: at, hiddenById: by })
        .where(and(eq(discussionMessages.id, messageId), isNull(discussionMessages.hiddenAt)))
        .returning({ id: discussionMessages.id });
      return rows.length > 0;
    },

    /** Reports once per reporter; a second report of the same message changes nothing. */
    async report(values: typeof messageReports.$inferInsert): Promise<void> {
      await db.insert(messageReports).values(values).onConflictDoNothing();
    },

    async resolveReports(tx: Database, messageId: number, by: number, at: Date): Promise<number> {
      const rows = await tx
        .update(messageReports)
        .set({ resolvedAt: at, resolvedById: by })
        .where(and(eq(messageReports.messageId, messageId), isNull(messageReports.resolvedAt)))
        .returning({ id: messageReports.id });
      return rows.length;
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
