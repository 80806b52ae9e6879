import { assignments } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { CHOOSE_DUE_DATE, NO_PAST_DATE, validateAssignForm } from './assign-form';

const kit = { kitId: 7, kitTitle: 'States of Matter' };
const today = '2026-05-14';
const valid = { classIds: [3, 4], dueDate: '2026-05-20', instructions: '  Read lesson 1.  ' };

describe('validateAssignForm', () => {
  it('answers the request body for good values, instructions trimmed', () => {
    const result = validateAssignForm(kit, valid, today);
    expect(result.errors).toEqual({});
    expect(result.body).toEqual({
      kit_id: 7,
      activity_id: undefined,
      class_ids: [3, 4],
      due_date: '2026-05-20',
      instructions: 'Read lesson 1.',
    });
  });

  it('sends the activity when one activity is assigned, and no empty instructions', () => {
    const result = validateAssignForm(
      { ...kit, activityId: 12, activityTitle: 'Quiz' },
      { ...valid, instructions: '   ' },
      today,
    );
    expect(result.body).toMatchObject({ activity_id: 12, instructions: undefined });
  });

  it('needs at least one class', () => {
    const result = validateAssignForm(kit, { ...valid, classIds: [] }, today);
    expect(result.body).toBeNull();
    expect(result.errors.class_ids).toBe('Choose at least one class.');
  });

  it('needs a due date, today or later', () => {
    expect(validateAssignForm(kit, { ...valid, dueDate: null }, today).errors).toEqual({
      due_date: CHOOSE_DUE_DATE,
    });
    expect(validateAssignForm(kit, { ...valid, dueDate: '2026-05-13' }, today).errors).toEqual({
      due_date: NO_PAST_DATE,
    });
    expect(validateAssignForm(kit, { ...valid, dueDate: today }, today).body).not.toBeNull();
  });

  it('refuses a date that does not exist', () => {
    const result = validateAssignForm(kit, { ...valid, dueDate: '2026-02-30' }, today);
    expect(result.errors.due_date).toBe('This date does not exist.');
  });

  it('limits the instructions to the contract maximum', () => {
    const long = 'x'.repeat(assignments.INSTRUCTIONS_MAX + 1);
    const result = validateAssignForm(kit, { ...valid, instructions: long }, today);
    expect(result.errors.instructions).toMatch(/under 2000 characters/);
    const longest = 'x'.repeat(assignments.INSTRUCTIONS_MAX);
    expect(validateAssignForm(kit, { ...valid, instructions: longest }, today).body).not.toBeNull();
  });

  it('reports every field at once', () => {
    const result = validateAssignForm(
      kit,
      { classIds: [], dueDate: null, instructions: '' },
      today,
    );
    expect(Object.keys(result.errors).sort()).toEqual(['class_ids', 'due_date']);
  });
});
