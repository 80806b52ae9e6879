import type { assignments } from '@kitlab/contract';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { completionPath } from '../../paths';
import { DueItemRow } from '../shared/due-item-row';
import { AssignmentActions } from './assignment-actions';

/** A day's assignment as its teacher sees it: with completion and actions. */
export function TeacherDueItem({ item }: { item: assignments.Assignment }) {
  return (
    <DueItemRow item={item} aside={<AssignmentActions item={item} />}>
      <Anchor component={Link} to={completionPath(item.class_id, item.assignment_id)} size="xs">
        {item.progress.completed} of {item.progress.total} students completed
      </Anchor>
    </DueItemRow>
  );
}
