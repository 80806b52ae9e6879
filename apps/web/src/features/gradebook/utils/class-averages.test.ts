import { describe, expect, it } from 'vitest';
import { gridFixture } from '../testing/grid-fixture';
import { classAverages } from './class-averages';

describe('classAverages', () => {
  it("averages each activity's marked work and counts what was handed in", () => {
    expect(classAverages(gridFixture())).toEqual([
      { key: '1-11', title: 'Light quiz', average: 75, handedIn: 2 },
      { key: '2-12', title: '=SUM(A1), "the" worksheet', average: 50, handedIn: 2 },
    ]);
  });

  it('has no average before anything is marked', () => {
    const grid = gridFixture();
    const unmarked = { ...grid, rows: grid.rows.slice(1, 2) };
    expect(classAverages(unmarked).map((c) => c.average)).toEqual([null, null]);
  });
});
