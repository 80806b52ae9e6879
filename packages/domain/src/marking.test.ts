import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkMark,
  type MarkableItem,
  type MarkedActivityScore,
  scoreMarkedActivity,
  type TeacherMark,
} from './marking.js';
import type { Result } from './result.js';
import { scorePercentage } from './score-percentage.js';

const worksheet: MarkableItem[] = [
  { itemId: 1, marks: 2 },
  { itemId: 2, marks: 5 },
  { itemId: 3, marks: 1 },
];

function scored<E>(result: Result<MarkedActivityScore, E>): MarkedActivityScore {
  if (!result.ok) throw new Error(`Expected a score, got ${JSON.stringify(result.errors)}`);
  return result.value;
}

describe('checkMark', () => {
  const item = { itemId: 7, marks: 3 };

  it('accepts whole marks from 0 to the item marks', () => {
    for (const marksObtained of [0, 1, 2, 3]) expect(checkMark(item, marksObtained)).toBeNull();
  });

  it('refuses half, negative and too many marks', () => {
    expect(checkMark(item, 1.5)).toEqual({
      code: 'not_whole_marks',
      itemId: 7,
      marksObtained: 1.5,
    });
    expect(checkMark(item, Number.NaN)).toMatchObject({ code: 'not_whole_marks' });
    expect(checkMark(item, -1)).toEqual({ code: 'negative_marks', itemId: 7, marksObtained: -1 });
    expect(checkMark(item, 4)).toEqual({
      code: 'above_item_marks',
      itemId: 7,
      marksObtained: 4,
      marks: 3,
    });
  });
});

describe('scoreMarkedActivity', () => {
  it('adds the marks once every item is marked, with the percentage of spec section 5', () => {
    const score = scored(
      scoreMarkedActivity(worksheet, [
        { itemId: 3, marksObtained: 1 },
        { itemId: 1, marksObtained: 2 },
        { itemId: 2, marksObtained: 2 },
      ]),
    );
    expect(score).toEqual({
      marksObtained: 5,
      totalMarks: 8,
      percentage: 62.5,
      markingState: 'marked',
      items: [
        { itemId: 1, marks: 2, marksObtained: 2 },
        { itemId: 2, marks: 5, marksObtained: 2 },
        { itemId: 3, marks: 1, marksObtained: 1 },
      ],
    });
  });

  it('has marks so far but no percentage while items wait for marking', () => {
    expect(scored(scoreMarkedActivity(worksheet, []))).toMatchObject({
      marksObtained: 0,
      totalMarks: 8,
      percentage: null,
      markingState: 'unmarked',
    });
    expect(scored(scoreMarkedActivity(worksheet, [{ itemId: 2, marksObtained: 4 }]))).toMatchObject(
      {
        marksObtained: 4,
        totalMarks: 8,
        percentage: null,
        markingState: 'partly_marked',
      },
    );
  });

  it('counts a mark of 0 as marked', () => {
    const marks = worksheet.map(({ itemId }) => ({ itemId, marksObtained: 0 }));
    expect(scored(scoreMarkedActivity(worksheet, marks))).toMatchObject({
      markingState: 'marked',
      percentage: 0,
    });
  });

  it('marks quest steps that carry no marks as done, with no percentage', () => {
    const steps = [
      { itemId: 1, marks: 0 },
      { itemId: 2, marks: 0 },
    ];
    const marks = steps.map(({ itemId }) => ({ itemId, marksObtained: 0 }));
    expect(scored(scoreMarkedActivity(steps, marks))).toMatchObject({
      marksObtained: 0,
      totalMarks: 0,
      percentage: null,
      markingState: 'marked',
    });
  });

  it('lists every mark that does not fit', () => {
    expect(
      scoreMarkedActivity(worksheet, [
        { itemId: 1, marksObtained: 3 },
        { itemId: 2, marksObtained: 0.5 },
        { itemId: 3, marksObtained: -1 },
        { itemId: 3, marksObtained: 1 },
        { itemId: 9, marksObtained: 1 },
      ]),
    ).toEqual({
      ok: false,
      errors: [
        { code: 'above_item_marks', itemId: 1, marksObtained: 3, marks: 2 },
        { code: 'not_whole_marks', itemId: 2, marksObtained: 0.5 },
        { code: 'negative_marks', itemId: 3, marksObtained: -1 },
        { code: 'unknown_item', itemId: 9 },
      ],
    });
  });

  it('refuses the same item marked twice', () => {
    expect(
      scoreMarkedActivity(worksheet, [
        { itemId: 1, marksObtained: 1 },
        { itemId: 1, marksObtained: 2 },
      ]),
    ).toEqual({ ok: false, errors: [{ code: 'duplicate_mark', itemId: 1 }] });
  });

  it('takes a comment without marks as no mark, checking only that it names one known item', () => {
    const withComment = scoreMarkedActivity(worksheet, [
      { itemId: 1, marksObtained: 2 },
      { itemId: 2, marksObtained: null },
    ]);
    expect(scored(withComment)).toMatchObject({
      marksObtained: 2,
      markingState: 'partly_marked',
      items: [
        { itemId: 1, marksObtained: 2 },
        { itemId: 2, marksObtained: null },
        { itemId: 3, marksObtained: null },
      ],
    });
    expect(
      scoreMarkedActivity(worksheet, [
        { itemId: 1, marksObtained: null },
        { itemId: 1, marksObtained: 1 },
        { itemId: 9, marksObtained: null },
      ]),
    ).toEqual({
      ok: false,
      errors: [
        { code: 'duplicate_mark', itemId: 1 },
        { code: 'unknown_item', itemId: 9 },
      ],
    });
  });

  it('refuses a broken item list', () => {
    expect(() => scoreMarkedActivity([...worksheet, { itemId: 1, marks: 1 }], [])).toThrow(
      RangeError,
    );
    expect(() => scoreMarkedActivity([{ itemId: 1, marks: -2 }], [])).toThrow(RangeError);
  });
});

/** Items with their marks, and a valid mark (or none) for each. */
const markedItems = fc
  .array(fc.tuple(fc.nat(20), fc.option(fc.double({ min: 0, max: 1, noNaN: true }))), {
    maxLength: 12,
  })
  .map((rows) => ({
    items: rows.map(([marks], index) => ({ itemId: index + 1, marks })),
    marks: rows.flatMap(([marks, share], index): TeacherMark[] =>
      share === null ? [] : [{ itemId: index + 1, marksObtained: Math.floor(marks * share) }],
    ),
  }));

describe('scoreMarkedActivity properties', () => {
  it('keeps marks within 0 and the total, and says how far marking has got', () => {
    fc.assert(
      fc.property(markedItems, ({ items, marks }) => {
        const score = scored(scoreMarkedActivity(items, marks));
        expect(score.marksObtained).toBeGreaterThanOrEqual(0);
        expect(score.marksObtained).toBeLessThanOrEqual(score.totalMarks);
        expect(score.totalMarks).toBe(items.reduce((total, item) => total + item.marks, 0));
        const expectedState =
          marks.length === items.length
            ? 'marked'
            : marks.length === 0
              ? 'unmarked'
              : 'partly_marked';
        expect(score.markingState).toBe(expectedState);
      }),
    );
  });

  it('gives the quiz percentage rule once fully marked, and none before', () => {
    fc.assert(
      fc.property(markedItems, ({ items, marks }) => {
        const score = scored(scoreMarkedActivity(items, marks));
        expect(score.percentage).toBe(
          score.markingState === 'marked'
            ? scorePercentage(score.marksObtained, score.totalMarks)
            : null,
        );
      }),
    );
  });

  it('does not depend on the order the marks were given in', () => {
    fc.assert(
      fc.property(
        markedItems.chain(({ items, marks }) =>
          fc.tuple(
            fc.constant(items),
            fc.constant(marks),
            fc.shuffledSubarray(marks, { minLength: marks.length }),
          ),
        ),
        ([items, marks, shuffled]) => {
          expect(scoreMarkedActivity(items, shuffled)).toEqual(scoreMarkedActivity(items, marks));
        },
      ),
    );
  });

  it('never lowers the score when a teacher raises a mark', () => {
    fc.assert(
      fc.property(markedItems, fc.nat(), ({ items, marks }, pick) => {
        fc.pre(marks.length > 0);
        const raised = marks[pick % marks.length] as TeacherMark;
        const item = items.find((i) => i.itemId === raised.itemId) as MarkableItem;
        const higher = marks.map((m) => (m === raised ? { ...m, marksObtained: item.marks } : m));
        const before = scored(scoreMarkedActivity(items, marks));
        const after = scored(scoreMarkedActivity(items, higher));
        expect(after.marksObtained).toBeGreaterThanOrEqual(before.marksObtained);
        expect(after.percentage ?? 0).toBeGreaterThanOrEqual(before.percentage ?? 0);
      }),
    );
  });
});
