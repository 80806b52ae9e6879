import { BADGE_CATALOGUE } from '@kitlab/domain';
import { describe, expect, it } from 'vitest';
import { presentTeacherCounts } from './teacher-rewards.presenter.js';

const students = [
  { id: 10, token: 'lucas', firstName: 'Lucas', lastName: 'Martin' },
  { id: 11, token: 'emma', firstName: 'Emma', lastName: 'Petit' },
];

describe('a teacher counts of a class', () => {
  const answer = presentTeacherCounts({
    schoolClass: { id: 3, name: '5A' },
    weekStart: '2026-03-02',
    students,
    badges: [
      { studentId: 10, code: 'first_quiz' },
      { studentId: 10, code: 'great_effort' },
      { studentId: 11, code: 'first_quiz' },
    ],
    xp: new Map([[10, { total: 40, week: 5 }]]),
    streaks: new Map([[10, { current: 3, longest: 4 }]]),
  });

  it('counts each student badges, and answers 0 for no XP or streak yet', () => {
    expect(answer.students.map((row) => row.badge_count)).toEqual([2, 1]);
    expect(answer.students[0]).toMatchObject({
      total_xp_points: 40,
      week_xp_points: 5,
      streak_length: 3,
    });
    expect(answer.students[1]).toMatchObject({
      total_xp_points: 0,
      week_xp_points: 0,
      streak_length: 0,
    });
  });

  it('counts the holders of every badge of the catalogue', () => {
    expect(answer.badges).toHaveLength(BADGE_CATALOGUE.length);
    expect(answer.badges.find((badge) => badge.code === 'first_quiz')?.holder_count).toBe(2);
    expect(answer.badges.find((badge) => badge.code === 'kit_complete')?.holder_count).toBe(0);
  });
});
