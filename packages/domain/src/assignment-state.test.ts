import { describe, expect, it } from 'vitest';
import {
  hasCompletedWork,
  isStanding,
  kitAssignmentStatus,
  percentageOf,
} from './assignment-state.js';

describe('isStanding', () => {
  it('keeps open and completed work, and drops cancelled work', () => {
    expect(isStanding({ state: 'active' })).toBe(true);
    expect(isStanding({ state: 'completed' })).toBe(true);
    expect(isStanding({ state: 'cancelled' })).toBe(false);
  });
});

describe('kitAssignmentStatus', () => {
  it('is Not Assigned without assignments, or with cancelled ones only', () => {
    expect(kitAssignmentStatus([])).toBe('Not Assigned');
    expect(kitAssignmentStatus([{ state: 'cancelled' }])).toBe('Not Assigned');
  });

  it('is Assigned while any assignment is open work', () => {
    expect(kitAssignmentStatus([{ state: 'active' }])).toBe('Assigned');
    expect(kitAssignmentStatus([{ state: 'completed' }, { state: 'active' }])).toBe('Assigned');
    expect(kitAssignmentStatus([{ state: 'active', doneByStudent: false }])).toBe('Assigned');
  });

  it('is Completed once every assignment is marked complete or done by the student', () => {
    expect(kitAssignmentStatus([{ state: 'completed' }, { state: 'cancelled' }])).toBe('Completed');
    expect(
      kitAssignmentStatus([{ state: 'active', doneByStudent: true }, { state: 'completed' }]),
    ).toBe('Completed');
  });
});

describe('hasCompletedWork', () => {
  it('needs a submission for every covered activity', () => {
    expect(hasCompletedWork(3, 3)).toBe(true);
    expect(hasCompletedWork(3, 2)).toBe(false);
    expect(hasCompletedWork(1, 1)).toBe(true);
  });

  it('never counts work without live activities as completed', () => {
    expect(hasCompletedWork(0, 0)).toBe(false);
  });
});

describe('percentageOf', () => {
  it('rounds to one decimal and answers 0 for nothing', () => {
    expect(percentageOf(1, 3)).toBe(33.3);
    expect(percentageOf(2, 3)).toBe(66.7);
    expect(percentageOf(4, 4)).toBe(100);
    expect(percentageOf(0, 0)).toBe(0);
  });

  it('rounds a half up where dividing first would fall just short of it', () => {
    expect(percentageOf(201, 400)).toBe(50.3);
    expect(percentageOf(203, 400)).toBe(50.8);
  });
});
