import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  activities,
  activityDetails,
  classes,
  discussionMessages,
  discussions,
  messageReports,
  users,
} from '../../db/schema/index.js';
import { teachesWorkAt } from '../classes/index.js';
import { unreadOf } from './messages.repository.js';

/** The discussions a teacher takes part in: of a class they teach, in a subject they teach there. */
const teacherTakesPart = (teacherId: number) =>
  teachesWorkAt(teacherId, { classId: discussions.classId, subjectId: discussions.subjectId });

/** The time of the first staff reply after a student message of the enclosing query. */
const replyAt = sql`(select min(reply.created_at) from ${discussionMessages} reply where reply.discussion_id = ${discussionMessages.discussionId} and reply.author_type <> 'S' and reply.id > ${discussionMessages.id})`;
const fromStudent = sql`${discussionMessages.authorType} = 'S'`;

/** Teachers' views across discussions: a quest's list, open reports and message figures. */
export function createOverviewRepository(db: Database) {
  return {
    /** The quest's discussions in the class the teacher takes part in, latest message first. */
    questThreads(classId: number, activityId: number, teacherId: number) {
      return db
        .select({
          token: discussions.token,
          studentId: discussions.studentId,
          studentActive: users.isActive,
          studentFirstName: users.firstName,
          studentLastName: users.lastName,
          activityDetailId: discussions.activityDetailId,
          stepTitle: activityDetails.text,
          stepPosition: activityDetails.position,
          lastMessageAt: discussions.lastMessageAt,
          messageCount: sql<number>`(select count(*) from ${discussionMessages} counted where counted.discussion_id = ${discussions.id})::int`,
          unreadCount: unreadOf(teacherId),
        })
        .from(discussions)
        .leftJoin(users, eq(users.id, discussions.studentId))
        .leftJoin(activityDetails, eq(activityDetails.id, discussions.activityDetailId))
        .where(
          and(
            eq(discussions.classId, classId),
            eq(discussions.activityId, activityId),
            teacherTakesPart(teacherId),
          ),
        )
        .orderBy(sql`${discussions.lastMessageAt} desc nulls last`, desc(discussions.id));
    },

    /** Reported messages no teacher has dealt with, in the teacher's discussions, oldest first. */
    openReports(teacherId: number) {
      return db
        .select({
          messageToken: discussionMessages.token,
          discussionToken: discussions.token,
          activityId: discussions.activityId,
          questTitle: activities.title,
          classId: discussions.classId,
          className: classes.name,
          authorId: discussionMessages.authorId,
          authorType: discussionMessages.authorType,
          authorActive: users.isActive,
          authorFirstName: users.firstName,
          authorLastName: users.lastName,
          body: discussionMessages.body,
          reasons: sql<
            string[]
          >`coalesce(array_agg(${messageReports.reason} order by ${messageReports.id}) filter (where ${messageReports.reason} is not null), '{}')`,
          reportCount: sql<number>`count(*)::int`,
          firstReportedAt: sql<Date>`min(${messageReports.createdAt})`.mapWith(
            messageReports.createdAt,
          ),
        })
        .from(messageReports)
        .innerJoin(discussionMessages, eq(discussionMessages.id, messageReports.messageId))
        .innerJoin(discussions, eq(discussions.id, discussionMessages.discussionId))
        .innerJoin(activities, eq(activities.id, discussions.activityId))
        .innerJoin(classes, eq(classes.id, discussions.classId))
        .leftJoin(users, eq(users.id, discussionMessages.authorId))
        .where(and(isNull(messageReports.resolvedAt), teacherTakesPart(teacherId)))
        .groupBy(discussionMessages.id, discussions.id, activities.id, classes.id, users.id)
        .orderBy(sql`min(${messageReports.createdAt})`, asc(discussionMessages.id));
    },

    /**
     * Per class and quest of the teacher's discussions: messages, student messages a teacher
     * answered later in the same discussion, those still waiting, and the average minutes from a
     * student message to the first reply after it. One query.
     */
    messageFigures(teacherId: number, classId?: number) {
      return db
        .select({
          classId: discussions.classId,
          className: classes.name,
          activityId: discussions.activityId,
          questTitle: activities.title,
          messages: sql<number>`count(*)::int`,
          answered: sql<number>`(count(*) filter (where ${fromStudent} and ${replyAt} is not null))::int`,
          waiting: sql<number>`(count(*) filter (where ${fromStudent} and ${replyAt} is null))::int`,
          averageReplyMinutes: sql<
            number | null
          >`(avg(extract(epoch from (${replyAt} - ${discussionMessages.createdAt})) / 60) filter (where ${fromStudent}))::float8`,
        })
        .from(discussionMessages)
        .innerJoin(discussions, eq(discussions.id, discussionMessages.discussionId))
        .innerJoin(classes, eq(classes.id, discussions.classId))
        .innerJoin(activities, eq(activities.id, discussions.activityId))
        .where(
          and(
            teacherTakesPart(teacherId),
            classId === undefined ? undefined : eq(discussions.classId, classId),
          ),
        )
        .groupBy(discussions.classId, classes.name, discussions.activityId, activities.title)
        .orderBy(asc(classes.name), asc(activities.title));
    },
  };
}

export type OverviewRepository = ReturnType<typeof createOverviewRepository>;
