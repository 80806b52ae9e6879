import type { AssignableClass } from '../api/get-assignable-classes';
import { formatDate } from './dates';

/**
 * Why a class cannot take the work, from the assignments the server says already cover it:
 * "Has this activity, due Fri 12 Mar 2027". Null when the class can take it.
 */
export function coverNote(item: AssignableClass, activityAsked: boolean): string | null {
  if (item.can_assign) return null;
  const covering = item.assignments.filter((work) => item.covered_by.includes(work.assignment_id));
  const first = covering[0];
  if (!first) return 'Already has this work';
  const wholeKit = covering.find((work) => work.activity_id === null);
  const shown = wholeKit ?? first;
  const what = wholeKit
    ? 'Has the whole kit'
    : activityAsked
      ? 'Has this activity'
      : covering.length === 1
        ? 'Has one of its activities'
        : `Has ${covering.length} of its activities`;
  const state = shown.state === 'completed' ? ', marked complete' : '';
  return `${what}, due ${formatDate(shown.due_date)}${state}`;
}
