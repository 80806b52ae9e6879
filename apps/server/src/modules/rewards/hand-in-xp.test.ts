import { describe, expect, it } from 'vitest';
import { marksMayEarnXp, splitHandInXp, type WorkXpRow } from './hand-in-xp.js';

const at = (iso: string) => new Date(iso);
const row = (overrides: Partial<WorkXpRow>): WorkXpRow => ({
  source: 'first_submission',
  points: 20,
  attemptId: 7,
  eventSeq: 100,
  earnedAt: at('2030-03-10T12:00:00Z'),
  ...overrides,
});

describe('splitHandInXp', () => {
  const firstHandIn = [
    row({}),
    row({ source: 'streak_day', points: 10, eventSeq: null }),
    row({ source: 'marked_work', points: 16, eventSeq: 105 }),
  ];

  it('gives a first hand-in everything of its attempt', () => {
    const split = splitHandInXp(firstHandIn, 7, null);
    expect(split.added).toEqual(firstHandIn);
    expect(split).toMatchObject({ earlierPoints: 0, marksCounted: true });
  });

  it('gives a hand-in after a return only what came after it', () => {
    const laterDay = row({
      source: 'streak_day',
      points: 10,
      eventSeq: null,
      earnedAt: at('2030-03-11T09:00:00Z'),
    });
    const lastReturn = { seq: 110, at: at('2030-03-10T15:00:00Z') };
    const split = splitHandInXp([...firstHandIn, laterDay], 7, lastReturn);
    expect(split.added).toEqual([laterDay]);
    expect(split.earlierPoints).toBe(46);
  });

  it("counts another attempt's XP of the same work as earlier", () => {
    const split = splitHandInXp([row({ attemptId: 6 })], 7, null);
    expect(split).toMatchObject({ added: [], earlierPoints: 20, marksCounted: false });
  });
});

describe('marksMayEarnXp', () => {
  it('holds for work carrying marks whose marks have not earned XP yet', () => {
    const work = { activityType: 'worksheet', totalMarks: 5, marksCounted: false };
    expect(marksMayEarnXp(work)).toBe(true);
    expect(marksMayEarnXp({ ...work, marksCounted: true })).toBe(false);
    expect(marksMayEarnXp({ ...work, totalMarks: 0 })).toBe(false);
    expect(marksMayEarnXp({ ...work, totalMarks: null })).toBe(false);
    expect(marksMayEarnXp({ ...work, activityType: 'quiz' })).toBe(false);
  });
});
