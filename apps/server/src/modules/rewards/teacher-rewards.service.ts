import type { CallBody, CallResponse, rewards as contract } from '@kitlab/contract';
import { inTransaction } from '../../db/transaction.js';
import { conflict } from '../../lib/errors.js';
import type { LivePublisher } from '../../lib/live-publisher.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { LearningEventRecorder } from '../learning-events/index.js';
import { grantBadges } from '../rewards-ledger/index.js';
import { type RewardsDeps, thisWeekStart } from './rewards.service.js';
import type { RewardsAccess } from './rewards-access.js';
import { streakLengthsOf } from './streak-lengths-of-students.js';
import { presentGivenBadge, presentTeacherCounts } from './teacher-rewards.presenter.js';

type TeacherCounts = CallResponse<typeof contract.getTeacherCounts>;
type GiveBadge = CallBody<typeof contract.giveBadge>;

/**
 * A teacher's counts of a class and badges given by hand. The counts' XP is of the work the
 * teacher reaches, in the subjects they teach the class; badges and streaks are the students'
 * own, which their classmates see too (decision 0039).
 */
export function createTeacherRewardsService(
  deps: RewardsDeps & { access: RewardsAccess; live: LivePublisher; events: LearningEventRecorder },
) {
  const { repo, access, db, clock, live, events } = deps;
  return {
    async counts(user: AuthUser, classId: number): Promise<TeacherCounts> {
      const schoolClass = await access.taughtClass(user, classId);
      const [students, badges, weekStart] = await Promise.all([
        repo.classStudents(classId),
        repo.classBadges(classId),
        thisWeekStart(deps, schoolClass.organisationId),
      ]);
      const ids = students.map((student) => student.id);
      const [xp, streaks] = await Promise.all([
        repo.taughtXpOf({ id: user.id, classId }, ids, weekStart),
        streakLengthsOf(
          db,
          deps.calendars,
          students.map((student) => ({
            id: student.id,
            organisationId: schoolClass.organisationId,
          })),
          clock.now(),
        ),
      ]);
      return presentTeacherCounts({ schoolClass, weekStart, students, badges, xp, streaks });
    },

    /** One badge by hand, with the reason the student reads; a badge held already is a 409. */
    async give(user: AuthUser, body: GiveBadge): Promise<CallResponse<typeof contract.giveBadge>> {
      const { student, schoolClass } = await access.taughtStudent(
        user,
        body.user_token,
        body.class_id,
      );
      const now = clock.now();
      const [granted] = await inTransaction(db, async (tx) => {
        const made = await grantBadges(tx, [
          {
            organisationId: schoolClass.organisationId,
            studentId: student.id,
            badgeCode: body.badge,
            awardedById: user.id,
            reason: body.reason,
            classId: schoolClass.id,
            earnedAt: now,
          },
        ]);
        // The event tells the student (a notification) and the LRS; the reason stays on the badge.
        await events.record(
          tx,
          made.map((badge) => ({
            kind: 'badge_given' as const,
            organisationId: schoolClass.organisationId,
            actorId: user.id,
            actorType: user.userType,
            studentId: student.id,
            teacherId: user.id,
            classId: schoolClass.id,
            data: { badge: badge.badgeCode },
            occurredAt: now,
          })),
        );
        await live.publish(
          tx,
          made.map(() => ({
            userId: student.id,
            type: 'rewards.changed' as const,
            data: { xp_earned: 0, badges: [body.badge] },
          })),
        );
        return made;
      });
      if (!granted) throw conflict('The student already holds this badge.', 'badge_held');
      const giver = (await repo.student(user.token)) ?? { firstName: null, lastName: null };
      return presentGivenBadge(student, {
        code: granted.badgeCode,
        earnedAt: granted.earnedAt,
        reason: granted.reason,
        giverFirstName: giver.firstName,
        giverLastName: giver.lastName,
      });
    },
  };
}
