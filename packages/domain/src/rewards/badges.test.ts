import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BADGE_CATALOGUE,
  type BadgeFacts,
  badgeProgress,
  EARNED_BADGE_CODES,
  NO_BADGE_FACTS,
  newlyEarnedBadges,
  nextBadge,
} from './badges.js';

const none: BadgeFacts = NO_BADGE_FACTS;

const facts = fc.record({
  quizzesHandedIn: fc.nat(50),
  perfectScores: fc.nat(50),
  bestKit: fc.option(
    fc
      .nat(20)
      .chain((activities) =>
        fc.record({ handedIn: fc.nat(activities), activities: fc.constant(activities) }),
      ),
    { nil: null },
  ),
  longestStreak: fc.nat(60),
  totalXp: fc.nat(5000),
});

describe('badges', () => {
  it('earns the first-quiz badge with the first quiz handed in, and nothing before', () => {
    expect(newlyEarnedBadges(none, new Set())).toEqual([]);
    expect(newlyEarnedBadges({ ...none, quizzesHandedIn: 1 }, new Set())).toEqual(['first_quiz']);
  });

  it('never earns a badge again that is held', () => {
    const all = { ...none, quizzesHandedIn: 3, perfectScores: 1, longestStreak: 25, totalXp: 1200 };
    expect(newlyEarnedBadges(all, new Set(EARNED_BADGE_CODES))).toEqual([]);
  });

  it('counts a kit complete only when every one of its activities is handed in', () => {
    expect(
      newlyEarnedBadges({ ...none, bestKit: { handedIn: 3, activities: 4 } }, new Set()),
    ).toEqual([]);
    expect(
      newlyEarnedBadges({ ...none, bestKit: { handedIn: 4, activities: 4 } }, new Set()),
    ).toEqual(['kit_complete']);
  });

  it('has no progress for badges a teacher gives', () => {
    for (const badge of BADGE_CATALOGUE.filter((b) => b.manual)) {
      expect(badgeProgress(badge.code, none)).toBeNull();
    }
  });

  it('earns exactly the badges whose progress reaches its target, for any facts', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const earned = new Set(newlyEarnedBadges(f, new Set()));
        for (const code of EARNED_BADGE_CODES) {
          const progress = badgeProgress(code, f);
          expect(progress && progress.current <= progress.target).toBe(true);
          expect(earned.has(code)).toBe(progress?.current === progress?.target);
        }
        const next = nextBadge(f, earned);
        if (next) expect(earned.has(next.code)).toBe(false);
      }),
    );
  });

  it('points to the badge nearest to earned next', () => {
    expect(nextBadge({ ...none, totalXp: 100 }, new Set())).toEqual({
      code: 'xp_1000',
      progress: { current: 100, target: 1000 },
    });
    expect(nextBadge({ ...none, longestStreak: 4, totalXp: 100 }, new Set())?.code).toBe(
      'streak_5',
    );
    expect(nextBadge({ ...none, longestStreak: 4 }, new Set(['streak_5'] as const))?.code).toBe(
      'streak_20',
    );
  });
});
