import { describe, expect, it } from 'vitest';
import { dayForKey } from './calendar-keys';

describe('dayForKey', () => {
  it('moves by days and weeks across month and year ends', () => {
    expect(dayForKey('ArrowRight', '2025-12-31')).toBe('2026-01-01');
    expect(dayForKey('ArrowLeft', '2026-01-01')).toBe('2025-12-31');
    expect(dayForKey('ArrowDown', '2025-12-29')).toBe('2026-01-05');
    expect(dayForKey('ArrowUp', '2026-01-05')).toBe('2025-12-29');
  });

  it('goes to the ends of a Monday week', () => {
    // 14 May 2026 is a Thursday.
    expect(dayForKey('Home', '2026-05-14')).toBe('2026-05-11');
    expect(dayForKey('End', '2026-05-14')).toBe('2026-05-17');
    expect(dayForKey('Home', '2026-05-11')).toBe('2026-05-11');
    expect(dayForKey('Home', '2026-05-14', 0)).toBe('2026-05-10');
  });

  it('moves a month with Page Up and Page Down, keeping the day where it exists', () => {
    expect(dayForKey('PageDown', '2026-01-31')).toBe('2026-02-28');
    expect(dayForKey('PageUp', '2026-01-15')).toBe('2025-12-15');
    expect(dayForKey('PageDown', '2025-12-15')).toBe('2026-01-15');
  });

  it('ignores other keys', () => {
    expect(dayForKey('Enter', '2026-05-14')).toBeNull();
  });
});
