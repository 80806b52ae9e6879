import type { AttemptRewards } from '../api/get-answer-session-rewards';
import type { Streak } from '../api/get-my-streak';
import type { Leaderboard, LeaderboardEntry } from '../api/get-streak-leaderboard';

export function streakFixture(overrides: Partial<Streak> = {}): Streak {
  return {
    current_length: 4,
    longest_length: 9,
    today: '2026-03-12',
    today_done: false,
    today_is_school_day: true,
    freezes_held: 1,
    recent: [
      { date: '2026-03-07', state: 'off' },
      { date: '2026-03-08', state: 'off' },
      { date: '2026-03-09', state: 'done' },
      { date: '2026-03-10', state: 'frozen' },
      { date: '2026-03-11', state: 'missed' },
      { date: '2026-03-12', state: 'today' },
    ],
    celebrate: false,
    show_on_leaderboard: true,
    ...overrides,
  };
}

export function entryFixture(
  rank: number,
  first: string,
  overrides: Partial<LeaderboardEntry> = {},
) {
  return {
    rank,
    first_name: first,
    last_initial: 'R',
    week_xp_points: 100 - rank * 10,
    streak_length: 3,
    is_you: false,
    ...overrides,
  };
}

export function leaderboardFixture(overrides: Partial<Leaderboard> = {}): Leaderboard {
  return {
    class_id: 4,
    class_name: '8B',
    week_start: '2026-03-09',
    enabled: true,
    disabled_reason: null,
    entries: [entryFixture(1, 'Maya'), entryFixture(2, 'Omar')],
    you: null,
    ...overrides,
  };
}

export function attemptRewardsFixture(overrides: Partial<AttemptRewards> = {}): AttemptRewards {
  return {
    answer_header_id: 31,
    xp_earned: 40,
    items: [
      { source: 'first_submission', points: 10, label: 'First hand-in of Sensors quiz' },
      { source: 'question_right', points: 30, label: '3 questions right the first time' },
    ],
    new_badges: [
      {
        code: 'first_quiz',
        name: 'First quiz',
        how_earned: 'Hand in your first quiz.',
        manual: false,
      },
    ],
    total_xp_points: 140,
    earlier_xp_points: 0,
    next_badge: {
      code: 'xp_1000',
      name: '1,000 XP',
      how_earned: 'Earn 1,000 XP in all.',
      manual: false,
      progress: { current: 140, target: 1000 },
    },
    awaiting_marks: false,
    ...overrides,
  };
}
