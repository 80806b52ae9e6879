import { describe, expect, it } from 'vitest';
import { AMARA, dashboardFixture, entryFixture, LUCAS, ZOE } from '../testing/fixtures';
import { openWorkByClass, questionNumbers, rowsInOrder } from './report-order';

describe('openWorkByClass', () => {
  it('groups the work by class, classes in name order with numbers read as numbers', () => {
    const grouped = openWorkByClass([
      ...dashboardFixture().entries,
      entryFixture({ class_id: 7, class_name: '9C', out_of: 0 }),
    ]);
    expect(grouped.map((c) => [c.className, c.outOf, c.entries.length])).toEqual([
      ['6A', 3, 2],
      ['9C', 0, 1],
      ['10B', 2, 1],
    ]);
    // Within a class, the server's order (soonest due first) is kept.
    expect(grouped[0]?.entries.map((e) => e.activity_title)).toEqual(['Light quiz', 'Ice quest']);
  });
});

describe('rowsInOrder', () => {
  const rows = [AMARA, LUCAS, ZOE].map((student) => ({ student }));
  it('keeps the server order (by name) off the projector', () => {
    expect(rowsInOrder(rows, () => null)).toEqual(rows);
  });

  it('orders the projector rows by number', () => {
    const numbers = new Map([
      [ZOE.user_token, 1],
      [AMARA.user_token, 2],
      [LUCAS.user_token, 3],
    ]);
    const ordered = rowsInOrder(rows, (student) => numbers.get(student.user_token) ?? null);
    expect(ordered.map((row) => row.student.first_name)).toEqual(['Zoe', 'Amara', 'Lucas']);
  });
});

describe('questionNumbers', () => {
  it("numbers the questions 1, 2, 3… in the quiz's order, whatever their item positions", () => {
    expect([...questionNumbers([104, 101, 109])]).toEqual([
      [104, 1],
      [101, 2],
      [109, 3],
    ]);
  });
});
