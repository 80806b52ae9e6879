import type { assignments, ParsedPart } from '@kitlab/contract';
import { isDueDateAllowed } from '@kitlab/domain';
import type { AssignmentEventData, AssignmentEventKind } from '../../db/schema/index.js';

/** The changes a PUT sends, without the assignment it names. */
export type ChangeRequest = Pick<
  ParsedPart<typeof assignments.updateAssignment.body>,
  'due_date' | 'instructions' | 'allow_retries' | 'action'
>;

export interface CurrentAssignment {
  dueDate: string;
  instructions: string | null;
  allowRetries: boolean;
}

export interface ChangePlan {
  errors?: Record<string, string[]>;
  values: {
    dueDate?: string;
    instructions?: string | null;
    allowRetries?: boolean;
    state?: 'cancelled';
  };
  events: { kind: AssignmentEventKind; data?: AssignmentEventData }[];
}

/**
 * What a PUT changes and which events it writes, decided without a database. A value equal to
 * the current one is no change (a form may send every field back), so an unchanged past due date
 * is accepted; a new due date must be today or later in the school's calendar.
 */
export function planAssignmentChange(
  current: CurrentAssignment,
  request: ChangeRequest,
  today: string,
): ChangePlan {
  const changesSent =
    request.due_date !== undefined ||
    request.instructions !== undefined ||
    request.allow_retries !== undefined;
  if (request.action === 'cancel') {
    if (changesSent) {
      return {
        errors: { action: ['Cancel an assignment on its own, without other changes.'] },
        values: {},
        events: [],
      };
    }
    return {
      values: { state: 'cancelled' },
      events: [{ kind: 'cancelled', data: { due_date: current.dueDate } }],
    };
  }
  if (!changesSent) {
    return {
      errors: {
        non_field_errors: [
          'Send a new due_date, new instructions, allow_retries, or action "cancel".',
        ],
      },
      values: {},
      events: [],
    };
  }

  const plan: ChangePlan = { values: {}, events: [] };
  if (request.due_date !== undefined && request.due_date !== current.dueDate) {
    if (!isDueDateAllowed(request.due_date, today)) {
      return {
        errors: { due_date: [`The due date cannot be in the past. Choose ${today} or later.`] },
        values: {},
        events: [],
      };
    }
    plan.values.dueDate = request.due_date;
    plan.events.push({
      kind: 'due_date_changed',
      data: { old_due_date: current.dueDate, new_due_date: request.due_date },
    });
  }
  if (request.instructions !== undefined) {
    const instructions = request.instructions || null;
    if (instructions !== current.instructions) {
      plan.values.instructions = instructions;
      plan.events.push({ kind: 'instructions_changed' });
    }
  }
  // Retries need no event: nothing is announced to students when they are allowed.
  if (request.allow_retries !== undefined && request.allow_retries !== current.allowRetries) {
    plan.values.allowRetries = request.allow_retries;
  }
  return plan;
}
