import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attemptAwards,
  markedWorkXp,
  XP_FIRST_SUBMISSION,
  XP_QUESTION_RIGHT,
  type XpAttemptFacts,
  type XpAwardDraft,
} from './xp.js';

/** The ledger as the database keeps it: the first award of each key, nothing after. */
function applyAll(ledger: Map<string, number>, awards: readonly XpAwardDraft[]) {
  for (const award of awards)
    if (!ledger.has(award.sourceKey)) ledger.set(award.sourceKey, award.points);
}
const total = (ledger: Map<string, number>) => [...ledger.values()].reduce((a, b) => a + b, 0);

const factsArb: fc.Arbitrary<XpAttemptFacts> = fc.record({
  activityId: fc.integer({ min: 1, max: 4 }),
  activityType: fc.constantFrom('quiz', 'quest', 'worksheet'),
  moment: fc.constantFrom('handed_in', 'marked'),
  verdicts: fc.array(
    fc.record({ activityDetailId: fc.integer({ min: 1, max: 8 }), correct: fc.boolean() }),
    { maxLength: 10 },
  ),
  marks: fc.option(
    fc
      .integer({ min: 0, max: 30 })
      .chain((max) =>
        fc.record({ raw: fc.integer({ min: -2, max: max + 2 }), max: fc.constant(max) }),
      ),
    { nil: null },
  ),
});

describe('xp', () => {
  it('gives marked work 20 XP at most, by its share of the marks', () => {
    expect(markedWorkXp(10, 10)).toBe(20);
    expect(markedWorkXp(5, 10)).toBe(10);
    expect(markedWorkXp(1, 3)).toBe(7);
    expect(markedWorkXp(12, 10)).toBe(20);
    expect(markedWorkXp(-1, 10)).toBe(0);
    expect(markedWorkXp(3, 0)).toBe(0);
  });

  it('gives a quiz hand-in its first submission and its right questions', () => {
    const awards = attemptAwards({
      activityId: 7,
      activityType: 'quiz',
      moment: 'handed_in',
      verdicts: [
        { activityDetailId: 1, correct: true },
        { activityDetailId: 2, correct: false },
      ],
      marks: { raw: 5, max: 10 },
    });
    expect(awards).toEqual([
      { source: 'first_submission', sourceKey: 'submission:7', points: XP_FIRST_SUBMISSION },
      { source: 'question_right', sourceKey: 'question:1', points: XP_QUESTION_RIGHT },
      { source: 'question_right', sourceKey: 'question:2', points: 0 },
    ]);
  });

  it('gives marks XP only to marked quests and worksheets with a score', () => {
    const marked = { activityId: 3, moment: 'marked', verdicts: [] } as const;
    expect(attemptAwards({ ...marked, activityType: 'quest', marks: { raw: 4, max: 8 } })).toEqual([
      { source: 'marked_work', sourceKey: 'marks:3', points: 10 },
    ]);
    expect(attemptAwards({ ...marked, activityType: 'quest', marks: null })).toEqual([]);
    expect(attemptAwards({ ...marked, activityType: 'quiz', marks: { raw: 4, max: 8 } })).toEqual(
      [],
    );
  });

  it('never repeats a key within one attempt’s awards', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const keys = attemptAwards(facts).map((award) => award.sourceKey);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it('never lowers the total nor counts a key twice over retries, resets and re-markings', () => {
    fc.assert(
      fc.property(fc.array(factsArb, { maxLength: 30 }), (sequence) => {
        const ledger = new Map<string, number>();
        let before = 0;
        const counted = new Map<string, number>();
        for (const facts of sequence) {
          const awards = attemptAwards(facts);
          for (const award of awards) {
            expect(award.points).toBeGreaterThanOrEqual(0);
            if (!ledger.has(award.sourceKey))
              counted.set(award.sourceKey, (counted.get(award.sourceKey) ?? 0) + 1);
          }
          applyAll(ledger, awards);
          const after = total(ledger);
          expect(after).toBeGreaterThanOrEqual(before);
          before = after;
        }
        for (const times of counted.values()) expect(times).toBe(1);
        // Applying the whole sequence again changes nothing.
        for (const facts of sequence) applyAll(ledger, attemptAwards(facts));
        expect(total(ledger)).toBe(before);
      }),
    );
  });

  it('keeps the first marking: a later higher or lower mark earns nothing more', () => {
    const ledger = new Map<string, number>();
    const mark = (raw: number) =>
      attemptAwards({
        activityId: 1,
        activityType: 'worksheet',
        moment: 'marked',
        verdicts: [],
        marks: { raw, max: 10 },
      });
    applyAll(ledger, mark(5));
    applyAll(ledger, mark(10));
    applyAll(ledger, mark(0));
    expect(total(ledger)).toBe(10);
  });
});
