import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activities, discussionMessages, discussions, users } from '../../db/schema/index.js';

/**
 * What a batch of posted messages is turned into notifications with, in one query: each message
 * with its thread, its quest's title and its author's name.
 */
export async function postedMessagesOf(db: Database, messageIds: number[]) {
  if (messageIds.length === 0) return [];
  return db
    .select({
      id: discussionMessages.id,
      replyToId: discussionMessages.replyToId,
      body: discussionMessages.body,
      thread: {
        id: discussions.id,
        token: discussions.token,
        classId: discussions.classId,
        subjectId: discussions.subjectId,
        studentId: discussions.studentId,
        activityTitle: activities.title,
      },
      author: { firstName: users.firstName, lastName: users.lastName, userType: users.userType },
    })
    .from(discussionMessages)
    .innerJoin(discussions, eq(discussions.id, discussionMessages.discussionId))
    .innerJoin(activities, eq(activities.id, discussions.activityId))
    .leftJoin(users, eq(users.id, discussionMessages.authorId))
    .where(inArray(discussionMessages.id, messageIds));
}
