import { describe, expect, it } from 'vitest';
import type { TableWork } from '../api/get-detailed-table';
import { cellOfWork } from './table-cells';

const work = (answerHeaderId: number, cells: TableWork['cells']): TableWork => ({
  activity_id: 12,
  answer_header_id: answerHeaderId,
  handed_in_at: null,
  score: null,
  cells,
});

describe('a cell of the answers table', () => {
  it('is not answered for every question of work the student never opened (sent as null)', () => {
    expect(cellOfWork(null, 1)).toEqual({
      verdict: 'not_answered',
      answer: null,
      marks_obtained: null,
    });
  });

  it("is the attempt's own cell otherwise", () => {
    const right = { verdict: 'right', answer: '400×', marks_obtained: 1 } as const;
    expect(cellOfWork(work(70, [right]), 0)).toBe(right);
    expect(cellOfWork(undefined, 0)).toBeUndefined();
  });
});
