import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  activities,
  classes,
  kits,
  memberBadges,
  studentClasses,
  teacherClasses,
  users,
} from '../../db/schema/index.js';
import { attemptsWaitingForMarks } from '../activities/index.js';
import { activeStudents, inClasses } from '../classes/index.js';

/** Lookups that turn a batch of events into notifications: each one query for the whole batch. */
export function createEventSourcesRepository(db: Database) {
  return {
    kits(kitIds: number[]) {
      if (kitIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: kits.id, token: kits.token, title: kits.title })
        .from(kits)
        .where(inArray(kits.id, kitIds));
    },

    activities(activityIds: number[]) {
      if (activityIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: activities.id,
          title: activities.title,
          type: activities.activityType,
          kitId: activities.kitId,
        })
        .from(activities)
        .where(inArray(activities.id, activityIds));
    },

    people(userIds: number[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          userType: users.userType,
        })
        .from(users)
        .where(inArray(users.id, userIds));
    },

    /** The active students of the classes. */
    classStudents(classIds: number[]) {
      if (classIds.length === 0) return Promise.resolve([]);
      return activeStudents(db, {
        classId: studentClasses.classId,
        userId: studentClasses.studentId,
      }).where(inClasses(classIds));
    },

    /** Who teaches which subject in the classes (active teachers). */
    classTeachers(classIds: number[]) {
      if (classIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          classId: teacherClasses.classId,
          subjectId: teacherClasses.subjectId,
          userId: teacherClasses.teacherId,
        })
        .from(teacherClasses)
        .innerJoin(users, and(eq(users.id, teacherClasses.teacherId), eq(users.isActive, true)))
        .where(inArray(teacherClasses.classId, classIds));
    },

    classes(classIds: number[]) {
      if (classIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: classes.id, name: classes.name })
        .from(classes)
        .where(inArray(classes.id, classIds));
    },

    /** The reasons teachers gave with these students' badges. */
    badgeReasons(studentIds: number[]) {
      if (studentIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          studentId: memberBadges.studentId,
          badgeCode: memberBadges.badgeCode,
          reason: memberBadges.reason,
        })
        .from(memberBadges)
        .where(inArray(memberBadges.studentId, studentIds));
    },

    /** Which handed-in attempts wait for a teacher's marks. */
    waitingForMarks: (attemptIds: number[]) => attemptsWaitingForMarks(db, attemptIds),
  };
}

export type EventSourcesRepository = ReturnType<typeof createEventSourcesRepository>;
