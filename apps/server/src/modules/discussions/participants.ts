import { teachesWork } from '../classes/index.js';

/** Someone who may read a discussion, and whether their account is switched on. */
export interface Reader {
  userId: number;
  active: boolean;
}

/** The people a discussion's participants are found among. */
export interface ThreadPeople {
  /** The thread's student, or every student of the class for the class thread. */
  students: readonly Reader[];
  /** The class's teachers, once per subject they teach it. */
  teachers: readonly (Reader & { subjectId: number })[];
}

export interface Participant {
  userId: number;
  type: 'S' | 'T';
}

/**
 * Who takes part in a discussion, and so gets its messages live and its notifications (decision
 * 0049): whoever may read it whose account is on. That is the thread's student, or the class's
 * students for the class thread, and the class's teachers in the discussion's subject (every
 * teacher of the class when it has none). A switched-off account takes no part; its thread stays
 * with the teachers. Each person once, students first.
 */
export function participantsOf(
  thread: { classId: number; subjectId: number | null },
  people: ThreadPeople,
): Participant[] {
  const students = people.students
    .filter((student) => student.active)
    .map((student) => ({ userId: student.userId, type: 'S' as const }));
  const teachers = people.teachers
    .filter(
      (teacher) => teacher.active && teachesWork([{ ...teacher, classId: thread.classId }], thread),
    )
    .map((teacher) => ({ userId: teacher.userId, type: 'T' as const }));
  const seen = new Set<number>();
  return [...students, ...teachers].filter((participant) => {
    if (seen.has(participant.userId)) return false;
    seen.add(participant.userId);
    return true;
  });
}
