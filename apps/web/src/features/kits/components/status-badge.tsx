import type { kits } from '@kitlab/contract';
import { PaleBadge } from './pale-badge';

const STATUS_COLOR: Record<kits.KitStatus, string> = {
  Completed: 'teal',
  Assigned: 'blue',
  'Not Assigned': 'gray',
};

/** A kit's assignment state (spec section 4). */
export function StatusBadge({ status }: { status: kits.KitStatus }) {
  return (
    <PaleBadge color={STATUS_COLOR[status]} testId="kit-status">
      {status}
    </PaleBadge>
  );
}
