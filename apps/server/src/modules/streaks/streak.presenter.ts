import type { rewards } from '@kitlab/contract';
import type { StreakSummary } from '@kitlab/domain';
import { classmateLabelOf } from '../classes/index.js';
import type { RankedRow } from './leaderboard.policy.js';

export function presentStreak(
  streak: StreakSummary,
  today: string,
  preferences: { celebratedLength: number; showOnLeaderboard: boolean },
): rewards.Streak {
  return {
    current_length: streak.currentLength,
    longest_length: streak.longestLength,
    today,
    today_done: streak.todayDone,
    today_is_school_day: streak.todayIsSchoolDay,
    freezes_held: streak.freezesHeld,
    recent: streak.recent,
    // A new streak after a broken one is celebrated again, though shorter than the last seen.
    celebrate: streak.currentLength > 0 && streak.currentLength !== preferences.celebratedLength,
    show_on_leaderboard: preferences.showOnLeaderboard,
  };
}

export function presentLeaderboardEntry(
  row: RankedRow,
  streakLength: number,
  viewerId: number,
): rewards.LeaderboardEntry {
  return {
    ...classmateLabelOf(row),
    rank: row.rank,
    week_xp_points: row.weekPoints,
    streak_length: streakLength,
    is_you: row.id === viewerId,
  };
}

/**
 * A class's leaderboard for a week: with no entries when it is off for the class, the reason
 * saying why.
 */
export function presentLeaderboard(
  schoolClass: { classId: number; className: string },
  weekStart: string,
  disabledReason: string | null,
  ranked: { entries: rewards.LeaderboardEntry[]; you: rewards.LeaderboardEntry | null },
) {
  return {
    class_id: schoolClass.classId,
    class_name: schoolClass.className,
    week_start: weekStart,
    enabled: disabledReason === null,
    disabled_reason: disabledReason,
    entries: ranked.entries,
    you: ranked.you,
  };
}
