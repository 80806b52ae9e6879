import { assignments, type CallBody } from '@kitlab/contract';
import { isDueDateAllowed } from '@kitlab/domain';
import { checkFields } from '../../../lib/form-errors';

export type AssignBody = CallBody<typeof assignments.createAssignments>;
export type AssignField = 'class_ids' | 'due_date' | 'instructions';
export type AssignErrors = Partial<Record<AssignField, string>>;

export interface AssignFormValues {
  classIds: number[];
  /** YYYY-MM-DD, or null before a day is picked. */
  dueDate: string | null;
  instructions: string;
}

/** What is being assigned: a whole kit, or one of its activities. */
export interface AssignTarget {
  kitId: number;
  kitTitle: string;
  activityId?: number;
  activityTitle?: string;
}

export const CHOOSE_DUE_DATE = 'Choose a due date.';
export const NO_PAST_DATE = 'Choose today or a later date.';

const FIELDS: readonly AssignField[] = ['class_ids', 'due_date', 'instructions'];

const assignSchema = (() => {
  const schema = assignments.createAssignments.body;
  if (!schema) throw new Error(`${assignments.createAssignments.path} takes a body`);
  return schema;
})();

/**
 * Checks the drawer's values with the contract's own rules (class count, date format,
 * instruction length) plus "no day before today", and answers the request body or a message per
 * field. `today` is the browser's local date.
 */
export function validateAssignForm(
  target: AssignTarget,
  values: AssignFormValues,
  today: string,
): { body: AssignBody; errors: AssignErrors } | { body: null; errors: AssignErrors } {
  const instructions = values.instructions.trim();
  const candidate = {
    kit_id: target.kitId,
    activity_id: target.activityId,
    class_ids: values.classIds,
    due_date: values.dueDate ?? '',
    instructions: instructions === '' ? undefined : instructions,
  };
  const checked = checkFields(assignSchema, candidate).errors;
  const errors: AssignErrors = {};
  for (const field of FIELDS) if (checked[field]) errors[field] = checked[field];
  if (values.dueDate === null) errors.due_date = CHOOSE_DUE_DATE;
  else if (!errors.due_date && !isDueDateAllowed(values.dueDate, today)) {
    errors.due_date = NO_PAST_DATE;
  }
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return { body: candidate, errors };
}
