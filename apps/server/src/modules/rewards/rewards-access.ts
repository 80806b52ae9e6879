import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { isStudentOf, teachesClass } from './rewards.policy.js';
import type { RewardsRepository } from './rewards.repository.js';

/** The classes and students a caller reaches; anything else answers 404, never 403. */
export function createRewardsAccess(repo: RewardsRepository) {
  async function taughtClass(user: AuthUser, classId: number) {
    const found = await repo.schoolClass(classId);
    if (!found || !teachesClass(user, found)) throw notFound('No such class.');
    return found;
  }
  return {
    taughtClass,

    /** A student of a class the teacher teaches (the one named, when one is). */
    async taughtStudent(user: AuthUser, token: string, classId?: number) {
      const student = await repo.student(token);
      const inClass = student?.classId ?? null;
      if (!student || inClass === null || (classId !== undefined && inClass !== classId)) {
        throw notFound('No such student.');
      }
      if (!isStudentOf(student, inClass, user.organisationId)) throw notFound('No such student.');
      return { student, schoolClass: await taughtClass(user, inClass) };
    },
  };
}

export type RewardsAccess = ReturnType<typeof createRewardsAccess>;
