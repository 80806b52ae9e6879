import { describe, expect, it } from 'vitest';
import { DEFAULT_TAB, searchWithTab, tabFromSearch, tabName } from './student-tab';

describe('student tab and the address', () => {
  it('defaults to tab 1, Assigned', () => {
    expect(DEFAULT_TAB).toBe(1);
    expect(tabFromSearch(new URLSearchParams(''))).toBe(1);
    expect(tabFromSearch(new URLSearchParams('tab=nonsense'))).toBe(1);
  });

  it('reads the tab by name or number', () => {
    expect(tabFromSearch(new URLSearchParams('tab=completed'))).toBe(2);
    expect(tabFromSearch(new URLSearchParams('tab=Completed'))).toBe(2);
    expect(tabFromSearch(new URLSearchParams('tab=2'))).toBe(2);
    expect(tabFromSearch(new URLSearchParams('tab=assigned'))).toBe(1);
    expect(tabFromSearch(new URLSearchParams('tab=1'))).toBe(1);
  });

  it('writes the tab by name and leaves the default out', () => {
    const search = new URLSearchParams('day=2026-05-14');
    expect(searchWithTab(search, 2).toString()).toBe('day=2026-05-14&tab=completed');
    expect(searchWithTab(new URLSearchParams('tab=completed&x=1'), 1).toString()).toBe('x=1');
    expect(search.toString()).toBe('day=2026-05-14');
    expect(tabName(2)).toBe('completed');
  });

  it('round-trips every tab', () => {
    for (const tab of [1, 2] as const) {
      expect(tabFromSearch(searchWithTab(new URLSearchParams(), tab))).toBe(tab);
    }
  });
});
