import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jsonListOf } from '../../db/json-lists.js';
import {
  activities,
  classes,
  kits,
  memberBadges,
  studentClasses,
  teacherClasses,
  users,
} from '../../db/schema/index.js';
import { type HandedIn, handedInJsonOf, waitingForMarksAmong } from '../activities/index.js';
import { activeStudents } from '../classes/index.js';
import { type Recipient, recipientsJsonOf } from './delivery.repository.js';

/** The ids each kind of source is looked up by; an empty list looks up nothing. */
export interface SourceIds {
  kitIds: number[];
  activityIds: number[];
  /** Actors and teachers, named in the texts. */
  peopleIds: number[];
  /** Classes whose active students are told of work given to them. */
  studentClassIds: number[];
  /** Classes whose teachers (with their subjects) and names a hand-in's notice needs. */
  teacherClassIds: number[];
  /** Students whose badges' reasons a given badge's notice tells. */
  badgeStudentIds: number[];
  /** Hand-ins whose attempts are asked whether they wait for marks (`waitingForMarksAmong`). */
  handedInIds: number[];
  /**
   * Users told of the batch, read with how they take notifications (`recipientsJsonOf`) beside
   * the students and teachers of the classes above.
   */
  recipientIds: number[];
}

/** An id list of the sources' statement, by its placeholder's name. */
const ids = (name: keyof SourceIds) => sql`${sql.placeholder(name)}::int[]`;

/**
 * Everything a batch of events is turned into notifications with, in one row whatever the batch:
 * kits, activities, people, classes' active students, classes' active teachers and names, the
 * reasons of students' badges and the handed-in attempts with what tells whether they wait for
 * marks. Each list is a placeholder (`SourceIds`); the learning events' recorder runs it with the
 * other consumers' reads, prepared once.
 */
export function sourcesQuery(db: Database) {
  const students = activeStudents(db, {
    row: sql`json_build_object('classId', ${studentClasses.classId}, 'userId', ${studentClasses.studentId})`.as(
      'row',
    ),
  }).where(sql`${studentClasses.classId} = any(${ids('studentClassIds')})`);
  const teachers = sql`select json_build_object('classId', ${teacherClasses.classId}, 'subjectId', ${teacherClasses.subjectId}, 'userId', ${teacherClasses.teacherId})
    from ${teacherClasses} inner join ${users} on ${and(eq(users.id, teacherClasses.teacherId), eq(users.isActive, true))}
    where ${teacherClasses.classId} = any(${ids('teacherClassIds')})`;
  return sql`select
    ${jsonListOf(sql`select json_build_object('id', ${kits.id}, 'token', ${kits.token}, 'title', ${kits.title}) from ${kits} where ${kits.id} = any(${ids('kitIds')})`)} as kits,
    ${jsonListOf(sql`select json_build_object('id', ${activities.id}, 'title', ${activities.title}, 'type', ${activities.activityType}, 'kitId', ${activities.kitId}) from ${activities} where ${activities.id} = any(${ids('activityIds')})`)} as activities,
    ${jsonListOf(sql`select json_build_object('id', ${users.id}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'userType', ${users.userType}) from ${users} where ${users.id} = any(${ids('peopleIds')})`)} as people,
    ${jsonListOf(students)} as class_students,
    ${jsonListOf(teachers)} as class_teachers,
    ${jsonListOf(sql`select json_build_object('id', ${classes.id}, 'name', ${classes.name}) from ${classes} where ${classes.id} = any(${ids('teacherClassIds')})`)} as classes,
    ${jsonListOf(sql`select json_build_object('studentId', ${memberBadges.studentId}, 'badgeCode', ${memberBadges.badgeCode}, 'reason', ${memberBadges.reason}) from ${memberBadges} where ${memberBadges.studentId} = any(${ids('badgeStudentIds')})`)} as badge_reasons,
    ${handedInJsonOf(ids('handedInIds'))} as handed_in,
    ${recipientsJsonOf(
      // One id list (an index lookup each), not ORed conditions (which scan every user).
      sql`${users.id} = any(array(select unnest(${ids('recipientIds')}) union select ${studentClasses.studentId} from ${studentClasses} where ${studentClasses.classId} = any(${ids('studentClassIds')}) union select ${teacherClasses.teacherId} from ${teacherClasses} where ${teacherClasses.classId} = any(${ids('teacherClassIds')})))`,
    )} as recipients`;
}

type Activity = typeof activities.$inferSelect;
type User = typeof users.$inferSelect;

/** The sources' row: a list of rows each. */
interface SourceRows {
  kits: { id: number; token: string; title: string }[];
  activities: { id: number; title: string; type: Activity['activityType']; kitId: number }[];
  people: { id: number; firstName: string; lastName: string; userType: User['userType'] }[];
  class_students: { classId: number; userId: number }[];
  class_teachers: { classId: number; subjectId: number; userId: number }[];
  classes: { id: number; name: string }[];
  badge_reasons: {
    studentId: number;
    badgeCode: (typeof memberBadges.$inferSelect)['badgeCode'];
    reason: string | null;
  }[];
  handed_in: HandedIn[];
  recipients: Recipient[];
}

/** The sources as their row answers them, with the handed-in attempts that wait for marks. */
export function sourcesOf(row: Record<string, unknown>) {
  const lists = row as unknown as SourceRows;
  return { ...lists, toMark: waitingForMarksAmong(lists.handed_in) };
}
