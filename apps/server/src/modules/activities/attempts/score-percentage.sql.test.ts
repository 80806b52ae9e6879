import { scorePercentage } from '@kitlab/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/raw-rows.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { scorePercentageSql } from './score-percentage.sql.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('scorePercentageSql', () => {
  it('scores as the domain scores, halves, bounds and no marks included', async () => {
    const pairs: [number, number][] = [
      [201, 400],
      [1, 3],
      [2, 3],
      [5, 6],
      [0, 7],
      [7, 7],
      [9, 7],
      [-1, 4],
      [1, 8],
      [3, 0],
    ];
    for (const [marks, total] of pairs) {
      const [row] = await rowsOf<{ percentage: number | null }>(
        t.db,
        sql`select ${scorePercentageSql(sql`${marks}::int`, sql`${total}::int`)} as percentage`,
      );
      expect(row?.percentage, `${marks} of ${total}`).toBe(scorePercentage(marks, total));
    }
  });
});
