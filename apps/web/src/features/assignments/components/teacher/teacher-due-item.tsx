import type { assignments } from '@kitlab/contract';
import { DueItemRow } from '../shared/due-item-row';
import { AssignmentActions } from './assignment-actions';
import { FollowUpLinks } from './follow-up-links';

/** A day's assignment as its teacher sees it: with completion, submissions and actions. */
export function TeacherDueItem({ item }: { item: assignments.Assignment }) {
  return (
    <DueItemRow item={item} aside={<AssignmentActions item={item} />}>
      <FollowUpLinks
        item={item}
        completionLabel={`${item.progress.completed} of ${item.progress.total} students completed`}
      />
    </DueItemRow>
  );
}
