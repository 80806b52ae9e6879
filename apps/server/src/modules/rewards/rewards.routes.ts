import { rewards } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { createAchievementsService } from './achievements.service.js';
import { createRewardsRepository } from './rewards.repository.js';
import { createRewardsService } from './rewards.service.js';
import { createRewardsAccess } from './rewards-access.js';
import { createTeacherRewardsService } from './teacher-rewards.service.js';

/**
 * XP and badges: students' XP, attempt rewards and achievements; a teacher's counts of a class
 * and badges given by hand.
 */
export function registerRewardsRoutes(ctx: AppContext): void {
  const { app, db, clock, live, schoolCalendars: calendars } = ctx;
  const repo = createRewardsRepository(db);
  const access = createRewardsAccess(repo);
  const deps = { db, calendars, repo, clock, access };
  const member = createRewardsService(deps);
  const achievements = createAchievementsService(deps);
  const teacher = createTeacherRewardsService({ ...deps, live, events: ctx.learningEvents });

  registerCall(app, ctx, rewards.getMember, ({ user }) => member.member(user));
  registerCall(app, ctx, rewards.getAnswerSessionRewards, ({ user, body }) =>
    member.attemptRewards(user, body.answer_header_id, 'quiz'),
  );
  registerCall(app, ctx, rewards.getSubmissionRewards, ({ user, body }) =>
    member.attemptRewards(user, body.answer_header_id, 'work'),
  );
  registerCall(app, ctx, rewards.getMemberAchievements, ({ user, body }) =>
    achievements.achievements(user, body.user_token),
  );
  registerCall(app, ctx, rewards.getBadgeDetail, ({ user, body }) =>
    achievements.badgeDetail(user, body.badge, body.class_id),
  );
  registerCall(app, ctx, rewards.getTeacherCounts, ({ user, body }) =>
    teacher.counts(user, body.class_id),
  );
  registerCall(app, ctx, rewards.giveBadge, ({ user, body }) => teacher.give(user, body));
}
