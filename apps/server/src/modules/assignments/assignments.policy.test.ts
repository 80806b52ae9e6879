import { describe, expect, it } from 'vitest';
import {
  canManageAssignment,
  canSeeAssignment,
  canSeeClass,
  coveringWork,
  duplicateRefusal,
  listNames,
  type Viewer,
  workOverlaps,
} from './assignments.policy.js';
import { planAssignmentChange } from './change-plan.js';

/** Teaches 100 Science (subject 7) and 101 Robotics (subject 8). */
const teacher: Viewer = {
  kind: 'teacher',
  userId: 1,
  organisationId: 10,
  teaching: [
    { classId: 100, subjectId: 7 },
    { classId: 101, subjectId: 8 },
  ],
};
const student: Viewer = { kind: 'student', userId: 2, organisationId: 10, classId: 100 };
const admin: Viewer = { kind: 'administrator', userId: 3, schoolIds: [10, 11] };

describe('canSeeClass', () => {
  it('lets teachers see classes they teach, students their own, administrators their schools', () => {
    expect(canSeeClass(teacher, { id: 100, organisationId: 10 })).toBe(true);
    expect(canSeeClass(teacher, { id: 102, organisationId: 10 })).toBe(false);
    expect(canSeeClass(teacher, { id: 100, organisationId: 12 })).toBe(false);
    expect(canSeeClass(student, { id: 100, organisationId: 10 })).toBe(true);
    expect(canSeeClass(student, { id: 101, organisationId: 10 })).toBe(false);
    expect(canSeeClass(admin, { id: 555, organisationId: 11 })).toBe(true);
    expect(canSeeClass(admin, { id: 555, organisationId: 12 })).toBe(false);
  });
});

describe('assignments', () => {
  const work = { classId: 100, organisationId: 10, subjectId: 7, state: 'active' as const };

  it('lets a teacher of the class in its subject manage it, whoever assigned it', () => {
    expect(canManageAssignment(teacher, work)).toBe(true);
    expect(canManageAssignment(teacher, { ...work, classId: 300 })).toBe(false);
    expect(canManageAssignment(teacher, { ...work, organisationId: 12 })).toBe(false);
    expect(canManageAssignment(admin, work)).toBe(false);
    expect(canManageAssignment(student, work)).toBe(false);
  });

  it('keeps work of another subject of the class from its teacher, but not work of none', () => {
    expect(canManageAssignment(teacher, { ...work, classId: 101 })).toBe(false);
    expect(canSeeAssignment(teacher, { ...work, classId: 101 })).toBe(false);
    expect(canManageAssignment(teacher, { ...work, classId: 101, subjectId: null })).toBe(true);
    expect(canManageAssignment(teacher, { ...work, classId: 300, subjectId: null })).toBe(false);
  });

  it('hides cancelled work from students only', () => {
    expect(canSeeAssignment(student, work)).toBe(true);
    expect(canSeeAssignment(student, { ...work, state: 'cancelled' })).toBe(false);
    expect(canSeeAssignment(teacher, { ...work, state: 'cancelled' })).toBe(true);
    expect(canSeeAssignment(admin, { ...work, subjectId: 8 })).toBe(true);
    expect(canSeeAssignment(admin, { ...work, organisationId: 12 })).toBe(false);
  });
});

describe('overlapping work', () => {
  it('treats a whole kit as covering each of its activities', () => {
    expect(workOverlaps(null, null)).toBe(true);
    expect(workOverlaps(null, 5)).toBe(true);
    expect(workOverlaps(5, null)).toBe(true);
    expect(workOverlaps(5, 5)).toBe(true);
    expect(workOverlaps(5, 6)).toBe(false);
  });

  it('finds the work that already covers what is asked, ignoring cancelled work', () => {
    const existing = [
      { id: 1, classId: 100, activityId: null, state: 'active' as const },
      { id: 2, classId: 101, activityId: 5, state: 'completed' as const },
      { id: 3, classId: 102, activityId: null, state: 'cancelled' as const },
      { id: 4, classId: 103, activityId: 5, state: 'active' as const },
    ];
    const ids = (classId: number, activityId: number | null) =>
      coveringWork(existing, classId, activityId).map((work) => work.id);
    expect(ids(100, 6)).toEqual([1]);
    expect(ids(100, null)).toEqual([1]);
    expect(ids(101, 5)).toEqual([2]);
    expect(ids(101, 6)).toEqual([]);
    expect(ids(101, null)).toEqual([2]);
    expect(ids(102, null)).toEqual([]);
    expect(ids(103, 5)).toEqual([4]);
    expect(ids(103, 6)).toEqual([]);
  });

  it('lets a class with the quiz of a kit be given its quest', () => {
    const quizIn6A = [{ classId: 100, activityId: 5, state: 'active' as const }];
    const sixA = [{ id: 100, name: '6A' }];
    const quest = { kitTitle: 'Sensors', activity: { id: 6, title: 'Sensor hunt' } };
    expect(duplicateRefusal(quizIn6A, sixA, quest)).toBeNull();
  });

  it('names the same activity when that is the only clash, and explains a whole kit', () => {
    const existing = [
      { classId: 100, activityId: 5, state: 'active' as const },
      { classId: 101, activityId: null, state: 'active' as const },
    ];
    const quiz = { kitTitle: 'Sensors', activity: { id: 5, title: 'Sensor quiz' } };
    expect(duplicateRefusal(existing, [{ id: 100, name: '6A' }], quiz)).toBe(
      '6A already has “Sensor quiz” from “Sensors”. Change or reopen the existing assignment, or cancel it to assign the activity again.',
    );
    const both = [
      { id: 100, name: '6A' },
      { id: 101, name: '6B' },
    ];
    expect(duplicateRefusal(existing, both, quiz)).toMatch(
      /^6A and 6B already have this work from “Sensors”\. An assignment of the whole kit covers/,
    );
    expect(
      duplicateRefusal(existing, [{ id: 100, name: '6A' }], {
        kitTitle: 'Sensors',
        activity: null,
      }),
    ).toMatch(/^6A already has this work from “Sensors”/);
  });

  it('names classes the way a sentence does', () => {
    expect(listNames(['6A'])).toBe('6A');
    expect(listNames(['6A', '6B'])).toBe('6A and 6B');
    expect(listNames(['6A', '6B', '7A'])).toBe('6A, 6B and 7A');
  });
});

describe('planAssignmentChange', () => {
  const current = { dueDate: '2030-03-20', instructions: 'Pairs.', allowRetries: false };
  const today = '2030-03-10';

  it('moves the due date to today or later, with an event holding both dates', () => {
    expect(planAssignmentChange(current, { due_date: '2030-03-10' }, today)).toEqual({
      values: { dueDate: '2030-03-10' },
      events: [
        {
          kind: 'due_date_changed',
          data: { old_due_date: '2030-03-20', new_due_date: '2030-03-10' },
        },
      ],
    });
    expect(planAssignmentChange(current, { due_date: '2030-03-09' }, today).errors).toHaveProperty(
      'due_date',
    );
  });

  it('accepts an unchanged past due date sent back with other changes', () => {
    const past = { ...current, dueDate: '2030-03-01' };
    const plan = planAssignmentChange(
      past,
      { due_date: '2030-03-01', instructions: 'Alone.' },
      today,
    );
    expect(plan).toEqual({
      values: { instructions: 'Alone.' },
      events: [{ kind: 'instructions_changed' }],
    });
  });

  it('cancels only on its own, and needs something to change', () => {
    expect(planAssignmentChange(current, { action: 'cancel' }, today)).toEqual({
      values: { state: 'cancelled' },
      events: [{ kind: 'cancelled', data: { due_date: '2030-03-20' } }],
    });
    expect(
      planAssignmentChange(current, { action: 'cancel', instructions: null }, today).errors,
    ).toHaveProperty('action');
    expect(planAssignmentChange(current, {}, today).errors).toHaveProperty('non_field_errors');
  });

  it('allows or stops retries without an event, and only when that changes', () => {
    expect(planAssignmentChange(current, { allow_retries: true }, today)).toEqual({
      values: { allowRetries: true },
      events: [],
    });
    expect(planAssignmentChange(current, { allow_retries: false }, today)).toEqual({
      values: {},
      events: [],
    });
    expect(
      planAssignmentChange(current, { action: 'cancel', allow_retries: true }, today).errors,
    ).toHaveProperty('action');
  });

  it('clears instructions with null or an empty text', () => {
    expect(planAssignmentChange(current, { instructions: '' }, today).values).toEqual({
      instructions: null,
    });
    expect(
      planAssignmentChange({ ...current, instructions: null }, { instructions: null }, today),
    ).toEqual({
      values: {},
      events: [],
    });
  });
});
