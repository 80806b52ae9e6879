import { describe, expect, it } from 'vitest';
import { DUE_MARK_LABEL, dueMarkOf } from './due-mark';

const open = { state: 'active', overdue: false, due_today: false } as const;

describe('dueMarkOf', () => {
  it('marks open work that is late or due today', () => {
    expect(dueMarkOf({ ...open, overdue: true })).toBe('overdue');
    expect(dueMarkOf({ ...open, due_today: true })).toBe('today');
    expect(dueMarkOf(open)).toBeNull();
  });

  it('never marks closed work or work the student has done', () => {
    expect(dueMarkOf({ ...open, state: 'completed', overdue: true })).toBeNull();
    expect(dueMarkOf({ ...open, state: 'cancelled', due_today: true })).toBeNull();
    expect(dueMarkOf({ ...open, overdue: true }, true)).toBeNull();
  });

  it('has words for each mark, so colour is never the only sign', () => {
    expect(DUE_MARK_LABEL).toEqual({ overdue: 'Overdue', today: 'Due today' });
  });
});
