import type { CallResponse, rewards as contract } from '@kitlab/contract';
import { schoolDate, weekStartOf } from '@kitlab/domain';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, invalidFields, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { attemptsWaitingForMarks } from '../activities/index.js';
import type { SchoolCalendars } from '../organisations/index.js';
import { badgeFactsOf } from './badge-facts.repository.js';
import { marksMayEarnXp, splitHandInXp } from './hand-in-xp.js';
import { attemptRewardsRefusal } from './rewards.policy.js';
import { presentAttemptRewards, presentMember } from './rewards.presenter.js';
import type { RewardsRepository } from './rewards.repository.js';

export interface RewardsDeps {
  db: Database;
  calendars: SchoolCalendars;
  repo: RewardsRepository;
  clock: Clock;
}

/** The Monday starting this school week in the caller's school. */
export async function thisWeekStart(deps: RewardsDeps, organisationId: number) {
  const { timeZone } = await deps.calendars.of(organisationId);
  return weekStartOf(schoolDate(deps.clock.now(), timeZone));
}

const REFUSALS = {
  not_found: () => notFound('No such attempt.'),
  wrong_type: (wanted: 'quiz' | 'work') =>
    invalidFields({
      answer_header_id: [
        wanted === 'quiz'
          ? 'This attempt is not a quiz: ask for its submission rewards.'
          : 'This attempt is a quiz: ask for its answer-session rewards.',
      ],
    }),
  draft: () => conflict('This attempt has not been handed in yet.', 'attempt_not_submitted'),
};

/** A student's XP and what one handed-in attempt earned. */
export function createRewardsService(deps: RewardsDeps) {
  const { repo } = deps;
  return {
    async member(user: AuthUser): Promise<CallResponse<typeof contract.getMember>> {
      if (user.userType !== 'S') return presentMember(null, false);
      const week = await thisWeekStart(deps, user.organisationId);
      const xp = await repo.studentXp(user.id, week);
      return presentMember(xp, true);
    },

    async attemptRewards(
      user: AuthUser,
      attemptId: number,
      wanted: 'quiz' | 'work',
    ): Promise<contract.AttemptRewards> {
      const attempt = await repo.attempt(attemptId);
      const refusal = attemptRewardsRefusal(user, attempt, wanted);
      if (refusal) throw REFUSALS[refusal](wanted);
      if (!attempt) throw notFound('No such attempt.');
      const lastReturn = await repo.lastReturn(attempt.id);
      const [workXp, newBadges, facts] = await Promise.all([
        repo.workXp(user.id, attempt),
        repo.handInBadges(user.id, attempt.id, lastReturn),
        badgeFactsOf(deps.db, deps.calendars, [user], deps.clock.now()),
      ]);
      const { added, earlierPoints, marksCounted } = splitHandInXp(workXp, attempt.id, lastReturn);
      const awaitingMarks =
        marksMayEarnXp({ ...attempt, marksCounted }) &&
        (await attemptsWaitingForMarks(deps.db, [attempt.id])).has(attempt.id);
      return presentAttemptRewards({
        attempt,
        added,
        earlierPoints,
        newBadges,
        mine: facts.get(user.id),
        awaitingMarks,
      });
    },
  };
}
