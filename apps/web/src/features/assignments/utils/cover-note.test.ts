import { describe, expect, it } from 'vitest';
import type { AssignableClass } from '../api/get-assignable-classes';
import { coverNote } from './cover-note';

const sixA = (
  assignments: AssignableClass['assignments'],
  coveredBy: number[],
): AssignableClass => ({
  class_id: 1,
  class_name: '6A',
  subject_name: 'Science',
  status: assignments.length > 0 ? 'Assigned' : 'Not Assigned',
  assignments,
  can_assign: coveredBy.length === 0,
  covered_by: coveredBy,
});
const quiz = {
  assignment_id: 10,
  activity_id: 5,
  due_date: '2027-02-12',
  state: 'active' as const,
  in_your_subjects: true,
};
const quest = {
  assignment_id: 11,
  activity_id: 6,
  due_date: '2027-02-19',
  state: 'completed' as const,
  in_your_subjects: true,
};
const kit = {
  assignment_id: 12,
  activity_id: null,
  due_date: '2027-03-01',
  state: 'active' as const,
  in_your_subjects: true,
};

describe('coverNote', () => {
  it('says nothing for a class that can take the work', () => {
    expect(coverNote(sixA([quiz], []), true)).toBeNull();
  });

  it('names the covering work and its due date, and whether it was marked complete', () => {
    expect(coverNote(sixA([quiz, quest], [10]), true)).toBe(
      'Has this activity, due Fri 12 Feb 2027',
    );
    expect(coverNote(sixA([quest], [11]), true)).toBe(
      'Has this activity, due Fri 19 Feb 2027, marked complete',
    );
    expect(coverNote(sixA([kit], [12]), true)).toBe('Has the whole kit, due Mon 1 Mar 2027');
  });

  it('counts the activities that stop a whole kit', () => {
    expect(coverNote(sixA([quiz], [10]), false)).toBe(
      'Has one of its activities, due Fri 12 Feb 2027',
    );
    expect(coverNote(sixA([quiz, quest], [10, 11]), false)).toBe(
      'Has 2 of its activities, due Fri 12 Feb 2027',
    );
  });
});
