import { BADGE_CATALOGUE, NO_BADGE_FACTS } from '@kitlab/domain';
import { describe, expect, it } from 'vitest';
import { presentAchievements, presentBadgeDetail } from './achievements.presenter.js';

const lucas = { id: 10, token: 'lucas', firstName: 'Lucas', lastName: 'Martin' };
const earnedAt = new Date('2026-03-02T09:00:00Z');
const held = {
  code: 'first_quiz' as const,
  earnedAt,
  reason: null,
  giverFirstName: null,
  giverLastName: null,
};
const mine = { facts: NO_BADGE_FACTS, held: new Set(['first_quiz' as const]) };
const schoolClass = { id: 3, name: '5A' };
const holder = { ...lucas, earnedAt };

describe('a student achievements', () => {
  it('lists every badge of the catalogue once: held, or not yet with progress', () => {
    const answer = presentAchievements(lucas, { held: [held], mine, xp: { total: 40, week: 5 } });
    expect(answer.held.map((badge) => badge.code)).toEqual(['first_quiz']);
    expect(answer.not_yet).toHaveLength(BADGE_CATALOGUE.length - 1);
    expect(answer.not_yet.map((badge) => badge.code)).not.toContain('first_quiz');
    expect(answer).toMatchObject({ total_xp_points: 40, week_xp_points: 5 });
  });

  it('has no progress without badge facts, and no XP yet as 0', () => {
    const answer = presentAchievements(lucas, { held: [], mine: undefined, xp: undefined });
    expect(answer.not_yet.every((badge) => badge.progress === null)).toBe(true);
    expect(answer).toMatchObject({ total_xp_points: 0, week_xp_points: 0 });
  });
});

describe('a badge detail', () => {
  const gathered = { schoolClass, holders: [holder], visibleHolders: [holder], mine: undefined };

  it('gives a holding student their date and no progress', () => {
    const answer = presentBadgeDetail(
      'first_quiz',
      { id: lucas.id, isStudent: true },
      { ...gathered, mine },
    );
    expect(answer.earned_at).toBe(earnedAt.toISOString());
    expect(answer.progress).toBeNull();
    expect(answer.holders).toEqual([
      expect.objectContaining({ earned_at: earnedAt.toISOString(), is_you: true }),
    ]);
  });

  it('gives a teacher no date of their own', () => {
    const answer = presentBadgeDetail('first_quiz', { id: lucas.id, isStudent: false }, gathered);
    expect(answer.earned_at).toBeNull();
    expect(answer.class).toEqual({ class_id: 3, class_name: '5A' });
  });
});
