import type { CallResponse, rewards as contract } from '@kitlab/contract';
import { BADGE_CATALOGUE, type BadgeCode } from '@kitlab/domain';
import { classmateLabelOf } from '../classes/index.js';
import type { StudentBadgeFacts } from './badge-facts.repository.js';
import {
  type HeldBadgeRow,
  presentBadge,
  presentHeldBadge,
  presentProgress,
  presentXp,
} from './rewards.presenter.js';

interface NamedStudent {
  token: string;
  firstName: string;
  lastName: string;
}

interface BadgeHolder {
  id: number;
  firstName: string;
  lastName: string;
  earnedAt: Date;
}

/** A student's held badges, and every other badge of the catalogue with their progress to it. */
export function presentAchievements(
  student: NamedStudent,
  gathered: {
    held: HeldBadgeRow[];
    mine: StudentBadgeFacts | undefined;
    xp: { total: number; week: number } | undefined;
  },
): contract.StudentAchievements {
  const { held, mine } = gathered;
  const heldCodes = new Set<BadgeCode>(held.map((row) => row.code));
  return {
    user_token: student.token,
    student: classmateLabelOf(student),
    ...presentXp(gathered.xp),
    held: held.map(presentHeldBadge),
    not_yet: BADGE_CATALOGUE.filter((badge) => !heldCodes.has(badge.code)).map((badge) => ({
      ...presentBadge(badge.code),
      progress: mine ? presentProgress(badge.code, mine.facts) : null,
    })),
  };
}

/**
 * A badge and who in a class holds it. Only a student has an earned date or progress of their
 * own: the date when they hold it, the progress when they do not.
 */
export function presentBadgeDetail(
  code: BadgeCode,
  viewer: { id: number; isStudent: boolean },
  gathered: {
    schoolClass: { id: number; name: string };
    holders: BadgeHolder[];
    visibleHolders: BadgeHolder[];
    mine: StudentBadgeFacts | undefined;
  },
): CallResponse<typeof contract.getBadgeDetail> {
  const { schoolClass, mine } = gathered;
  const own = gathered.holders.find((holder) => holder.id === viewer.id);
  return {
    badge: presentBadge(code),
    earned_at: viewer.isStudent && own ? own.earnedAt.toISOString() : null,
    progress: mine && !own ? presentProgress(code, mine.facts) : null,
    class: { class_id: schoolClass.id, class_name: schoolClass.name },
    holders: gathered.visibleHolders.map((holder) => ({
      ...classmateLabelOf(holder),
      earned_at: holder.earnedAt.toISOString(),
      is_you: holder.id === viewer.id,
    })),
  };
}
