import type { rewards as contract } from '@kitlab/contract';
import {
  type BadgeCode,
  type BadgeFacts,
  badgeProgress,
  countOf,
  describeBadge,
  nextBadge,
} from '@kitlab/domain';

/** A student's XP in all and this week; none earned yet is 0. */
export function presentXp(xp: { total: number; week: number } | null | undefined) {
  return { total_xp_points: xp?.total ?? 0, week_xp_points: xp?.week ?? 0 };
}

/** Only students earn XP: anyone else is answered as no member, with none. */
export function presentMember(
  xp: { total: number; week: number } | null | undefined,
  isMember: boolean,
) {
  return { is_member: isMember, ...presentXp(xp) };
}

export function presentBadge(code: BadgeCode): contract.Badge {
  const badge = describeBadge(code);
  return { code: badge.code, name: badge.name, how_earned: badge.howEarned, manual: badge.manual };
}

export interface HeldBadgeRow {
  code: BadgeCode;
  earnedAt: Date;
  reason: string | null;
  giverFirstName: string | null;
  giverLastName: string | null;
}

export function presentHeldBadge(row: HeldBadgeRow): contract.HeldBadge {
  return {
    ...presentBadge(row.code),
    earned_at: row.earnedAt.toISOString(),
    given_by:
      row.giverFirstName === null
        ? null
        : `${row.giverFirstName} ${row.giverLastName ?? ''}`.trim(),
    reason: row.reason,
  };
}

export function presentNextBadge(facts: BadgeFacts, held: ReadonlySet<BadgeCode>) {
  const next = nextBadge(facts, held);
  return next ? { ...presentBadge(next.code), progress: next.progress } : null;
}

/** What one handed-in attempt earned, and the badge the student is nearest to next. */
export function presentAttemptRewards(earned: {
  attempt: { id: number; activityTitle: string };
  added: readonly { source: contract.XpSource; points: number }[];
  earlierPoints: number;
  newBadges: readonly BadgeCode[];
  mine: { facts: BadgeFacts; held: ReadonlySet<BadgeCode> } | undefined;
  awaitingMarks: boolean;
}): contract.AttemptRewards {
  const { attempt, added, mine } = earned;
  return {
    answer_header_id: attempt.id,
    xp_earned: added.reduce((sum, row) => sum + row.points, 0),
    items: presentXpItems(added, attempt.activityTitle),
    new_badges: earned.newBadges.map(presentBadge),
    total_xp_points: mine?.facts.totalXp ?? 0,
    earlier_xp_points: earned.earlierPoints,
    next_badge: mine ? presentNextBadge(mine.facts, mine.held) : null,
    awaiting_marks: earned.awaitingMarks,
  };
}

export const presentProgress = (code: BadgeCode, facts: BadgeFacts) => badgeProgress(code, facts);

/** What one hand-in earned, a line per kind of source; sources counted before add nothing. */
export function presentXpItems(
  rows: readonly { source: contract.XpSource; points: number }[],
  activityTitle: string,
): contract.XpItem[] {
  const sum = (source: contract.XpSource) =>
    rows.filter((row) => row.source === source).reduce((total, row) => total + row.points, 0);
  const rightQuestions = rows.filter((r) => r.source === 'question_right' && r.points > 0).length;
  const streakDays = rows.filter((r) => r.source === 'streak_day' && r.points > 0).length;
  const items: contract.XpItem[] = [
    {
      source: 'first_submission',
      points: sum('first_submission'),
      label: `First hand-in of ${activityTitle}`,
    },
    {
      source: 'question_right',
      points: sum('question_right'),
      label: `${countOf(rightQuestions, 'question')} right the first time`,
    },
    { source: 'marked_work', points: sum('marked_work'), label: `Marks for ${activityTitle}` },
    {
      source: 'streak_day',
      points: sum('streak_day'),
      label:
        streakDays === 1
          ? 'A new day of your streak'
          : `${countOf(streakDays, 'new day')} of your streak`,
    },
  ];
  return items.filter((item) => item.points > 0);
}
