import { describe, expect, it } from 'vitest';
import {
  type LeaderboardRow,
  leaderboardOffReason,
  rankLeaderboard,
  UNDER_13_REASON,
} from './leaderboard.policy.js';

const row = (id: number, weekPoints: number, shown = true): LeaderboardRow => ({
  id,
  firstName: `F${id}`,
  lastName: `L${id}`,
  weekPoints,
  shown,
});

describe('leaderboardOffReason', () => {
  it('is off for grade 7 and below, and an unknown grade, unless allowed', () => {
    expect(leaderboardOffReason(7, false)).toBe(UNDER_13_REASON);
    expect(leaderboardOffReason(null, false)).toBe(UNDER_13_REASON);
    expect(leaderboardOffReason(7, true)).toBeNull();
    expect(leaderboardOffReason(8, false)).toBeNull();
  });
});

describe('rankLeaderboard', () => {
  const rows = [row(1, 10), row(2, 30), row(3, 10), row(4, 50, false)];

  it('ranks by XP, equal XP sharing a rank, leaving the hidden out for classmates', () => {
    const { entries, you } = rankLeaderboard(rows, { id: 3, teacher: false });
    expect(entries.map((e) => [e.id, e.rank])).toEqual([
      [2, 1],
      [1, 2],
      [3, 2],
    ]);
    expect(you?.id).toBe(3);
  });

  it('ranks a hidden student among those they see, and answers them apart', () => {
    const { entries, you } = rankLeaderboard(rows, { id: 4, teacher: false });
    expect(entries.map((e) => e.id)).toEqual([2, 1, 3]);
    expect(you).toMatchObject({ id: 4, rank: 1 });
  });

  it('shows a teacher everyone', () => {
    const { entries, you } = rankLeaderboard(rows, { id: 99, teacher: true });
    expect(entries.map((e) => e.id)).toEqual([4, 2, 1, 3]);
    expect(you).toBeNull();
  });
});
