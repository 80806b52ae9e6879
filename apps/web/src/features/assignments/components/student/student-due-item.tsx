import type { assignments } from '@kitlab/contract';
import { DueItemRow } from '../shared/due-item-row';

/** A day's assignment as a student sees it in the calendar. */
export function StudentDueItem({ item }: { item: assignments.Assignment }) {
  return <DueItemRow item={item} />;
}
