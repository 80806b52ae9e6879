import { describe, expect, it } from 'vitest';
import { kitView, shownTab } from './kit-view';

describe('the kit page address', () => {
  it('reads the tab, lesson, page and topic', () => {
    expect(kitView.read(new URLSearchParams('tab=lessons&lesson=sensors&page=2'))).toEqual({
      tab: 'lessons',
      lesson: 'sensors',
      page: 2,
      topic: null,
    });
    expect(kitView.read(new URLSearchParams('tab=answers')).tab).toBeNull();
  });

  it('starts another lesson at its first page', () => {
    const reading = { tab: 'lessons' as const, lesson: 'sensors', page: 3, topic: null };
    expect(kitView.change(reading, { lesson: 'signals' }).page).toBe(1);
    expect(kitView.change(reading, { lesson: 'signals', page: 2 }).page).toBe(2);
  });

  it('keeps the place in the lessons when switching tabs or topics', () => {
    const reading = { tab: 'lessons' as const, lesson: 'sensors', page: 3, topic: null };
    expect(kitView.change(reading, { tab: 'topics' })).toEqual({ ...reading, tab: 'topics' });
    expect(kitView.change(reading, { topic: 'signals' }).page).toBe(3);
  });

  it('shows the lessons unless a tab or a topic is named', () => {
    expect(shownTab(kitView.empty)).toBe('lessons');
    expect(shownTab({ ...kitView.empty, topic: 'signals' })).toBe('topics');
    expect(shownTab({ ...kitView.empty, tab: 'materials', topic: 'signals' })).toBe('materials');
  });
});
