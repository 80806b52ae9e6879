import { describe, expect, it } from 'vitest';
import { presentYear } from './calendar.presenter.js';

describe('a year of due counts', () => {
  it('gives every month asked, across the year end, with 0 where nothing is due', () => {
    const months = [
      { month: '11', year: '2027' },
      { month: '12', year: '2027' },
      { month: '01', year: '2028' },
    ];
    const counts = [
      { month: '2028-01', count: 4 },
      { month: '2027-11', count: 2 },
    ];
    expect(presentYear(months, counts).results).toEqual([
      { month: '11', year: '2027', count: 2 },
      { month: '12', year: '2027', count: 0 },
      { month: '01', year: '2028', count: 4 },
    ]);
  });
});
