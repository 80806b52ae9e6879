import type { CallResponse, rewards as contract } from '@kitlab/contract';
import type { BadgeCode } from '@kitlab/domain';
import { invalidFields, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { studentClassOf } from '../classes/index.js';
import { presentAchievements, presentBadgeDetail } from './achievements.presenter.js';
import { badgeFactsOf } from './badge-facts.repository.js';
import { visibleHolders } from './rewards.policy.js';
import { type RewardsDeps, thisWeekStart } from './rewards.service.js';
import type { RewardsAccess } from './rewards-access.js';

type BadgeDetail = CallResponse<typeof contract.getBadgeDetail>;

/** Students' badges, held and not yet, and who in a class holds a badge. */
export function createAchievementsService(deps: RewardsDeps & { access: RewardsAccess }) {
  const { repo, access } = deps;

  /** The student whose achievements are asked for: the caller, or one a teacher teaches. */
  async function studentFor(user: AuthUser, token: string | undefined) {
    if (user.userType === 'S') {
      if (token !== undefined && token !== user.token) throw notFound('No such student.');
      const self = await repo.student(user.token);
      if (!self) throw notFound('No such student.');
      return self;
    }
    if (token === undefined)
      throw invalidFields({ user_token: ['Send the student’s user_token.'] });
    return (await access.taughtStudent(user, token)).student;
  }

  /** A student's XP: all of it for themself; for a teacher, of the work they reach in the class. */
  function xpFor(user: AuthUser, student: { id: number; classId: number | null }, week: string) {
    return user.userType === 'S' || student.classId === null
      ? repo.xpOf([student.id], week)
      : repo.taughtXpOf({ id: user.id, classId: student.classId }, [student.id], week);
  }

  /** The class a badge's holders are listed from: the student's own, or one the teacher names. */
  async function classFor(user: AuthUser, classId: number | undefined) {
    if (user.userType !== 'S') {
      if (classId === undefined) throw invalidFields({ class_id: ['Choose one of your classes.'] });
      return access.taughtClass(user, classId);
    }
    const own = await studentClassOf(deps.db, user.id);
    if (!own || (classId !== undefined && classId !== own.classId)) {
      throw notFound('No such class.');
    }
    return { id: own.classId, name: own.className };
  }

  return {
    async achievements(user: AuthUser, token?: string): Promise<contract.StudentAchievements> {
      const student = await studentFor(user, token);
      const [held, facts, xp] = await Promise.all([
        repo.heldBadges(student.id),
        badgeFactsOf(deps.db, deps.calendars, [student], deps.clock.now()),
        thisWeekStart(deps, student.organisationId).then((week) => xpFor(user, student, week)),
      ]);
      return presentAchievements(student, {
        held,
        mine: facts.get(student.id),
        xp: xp.get(student.id),
      });
    },

    async badgeDetail(user: AuthUser, code: BadgeCode, classId?: number): Promise<BadgeDetail> {
      const schoolClass = await classFor(user, classId);
      const isStudent = user.userType === 'S';
      const [holders, facts] = await Promise.all([
        repo.holders(schoolClass.id, code),
        isStudent ? badgeFactsOf(deps.db, deps.calendars, [user], deps.clock.now()) : null,
      ]);
      return presentBadgeDetail(
        code,
        { id: user.id, isStudent },
        {
          schoolClass,
          holders,
          visibleHolders: visibleHolders(holders, user),
          mine: facts?.get(user.id),
        },
      );
    },
  };
}
