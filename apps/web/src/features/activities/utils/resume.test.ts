import { describe, expect, it } from 'vitest';
import { orderedPages, startPageIndex, startStepIndex } from './resume';

const pages = [
  { page_break_id: 30, page: 3 },
  { page_break_id: 10, page: 1 },
  { page_break_id: 20, page: 2 },
];

describe('startPageIndex', () => {
  it('orders pages by their number', () => {
    expect(orderedPages(pages).map((p) => p.page_break_id)).toEqual([10, 20, 30]);
  });

  it('opens the page of the last saved answer', () => {
    expect(startPageIndex(pages, { page_break_id: 20 }, null)).toBe(1);
    expect(startPageIndex(pages, { page_break_id: 30 }, null)).toBe(2);
  });

  it('opens the first page of a new attempt or an unknown resume point', () => {
    expect(startPageIndex(pages, { page_break_id: null }, null)).toBe(0);
    expect(startPageIndex(pages, { page_break_id: 99 }, null)).toBe(0);
    expect(startPageIndex([], { page_break_id: null }, null)).toBe(0);
  });

  it('prefers the page in the address, when it exists', () => {
    expect(startPageIndex(pages, { page_break_id: 30 }, 1)).toBe(0);
    expect(startPageIndex(pages, { page_break_id: 30 }, 2)).toBe(1);
    expect(startPageIndex(pages, { page_break_id: 20 }, 4)).toBe(1);
    expect(startPageIndex(pages, { page_break_id: 20 }, 0)).toBe(1);
  });
});

describe('startStepIndex', () => {
  const steps = [{ id: 5 }, { id: 6 }, { id: 7 }];

  it('opens the step worked on last, else the first', () => {
    expect(startStepIndex(steps, { activity_detail_id: 7 }, null)).toBe(2);
    expect(startStepIndex(steps, { activity_detail_id: null }, null)).toBe(0);
    expect(startStepIndex(steps, { activity_detail_id: 1 }, null)).toBe(0);
  });

  it('prefers the step in the address, when it exists', () => {
    expect(startStepIndex(steps, { activity_detail_id: 7 }, 2)).toBe(1);
    expect(startStepIndex(steps, { activity_detail_id: 7 }, 9)).toBe(2);
  });
});
