import type { assignments } from '@kitlab/contract';

export type DueMark = 'overdue' | 'today';

export const DUE_MARK_LABEL: Record<DueMark, string> = {
  overdue: 'Overdue',
  today: 'Due today',
};

/**
 * Red for late, orange for today; the words always go with the colour. Both are dark enough for
 * the badge's small white text to read (at least 4.5:1, WCAG AA): Mantine's own orange is not.
 */
export const DUE_MARK_COLOR: Record<DueMark, string> = { overdue: 'red.9', today: '#b34700' };

type DueFacts = Pick<assignments.Assignment, 'state' | 'overdue' | 'due_today'>;

/**
 * The mark beside a due date. The server sets `overdue` and `due_today` from the school's own
 * calendar; closed work, and work the student has already done, is never late.
 */
export function dueMarkOf(item: DueFacts, doneByStudent = false): DueMark | null {
  if (item.state !== 'active' || doneByStudent) return null;
  if (item.overdue) return 'overdue';
  if (item.due_today) return 'today';
  return null;
}
