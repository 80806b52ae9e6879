import { eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { studentClasses, teacherClasses, users } from '../../db/schema/index.js';
import { groupedBy } from '../../lib/grouped.js';
import { type Participant, participantsOf, type ThreadPeople } from './participants.js';

/** What a discussion's participants are read by: its class and its student (none: the class thread). */
export interface ThreadPlace {
  classId: number;
  subjectId: number | null;
  studentId: number | null;
}

/**
 * The threads' students (each student thread's student, every student of a class thread's
 * class) and their classes' teachers, in two queries whatever the number of threads.
 */
async function readPeople(db: Database, threads: readonly ThreadPlace[]) {
  const classIds = [...new Set(threads.map((thread) => thread.classId))];
  const classThreads = threads.filter((thread) => thread.studentId === null).map((t) => t.classId);
  const ownThreads = threads.flatMap((thread) => thread.studentId ?? []);
  // One after another: a transaction's connection takes one query at a time.
  const students = await db
    .select({ userId: users.id, active: users.isActive, classId: studentClasses.classId })
    .from(users)
    .leftJoin(studentClasses, eq(studentClasses.studentId, users.id))
    .where(or(inArray(users.id, ownThreads), inArray(studentClasses.classId, classThreads)));
  const teachers = await db
    .select({
      userId: teacherClasses.teacherId,
      active: users.isActive,
      classId: teacherClasses.classId,
      subjectId: teacherClasses.subjectId,
    })
    .from(teacherClasses)
    .innerJoin(users, eq(users.id, teacherClasses.teacherId))
    .where(inArray(teacherClasses.classId, classIds));
  const studentsOf = groupedBy(students, (row) => row.classId);
  const teachersOf = groupedBy(teachers, (row) => row.classId);
  return (thread: ThreadPlace): ThreadPeople => ({
    students:
      thread.studentId === null
        ? (studentsOf.get(thread.classId) ?? [])
        : students.filter((row) => row.userId === thread.studentId),
    teachers: teachersOf.get(thread.classId) ?? [],
  });
}

/**
 * The participants of each thread (`participantsOf`), read together: a batch of messages'
 * notifications takes the same two queries as one message's live notice.
 */
export async function participantsOfThreads(
  db: Database,
  threads: readonly ThreadPlace[],
): Promise<(thread: ThreadPlace) => Participant[]> {
  const peopleOf = await readPeople(db, threads);
  return (thread) => participantsOf(thread, peopleOf(thread));
}
