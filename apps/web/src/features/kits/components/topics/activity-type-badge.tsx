import type { kits } from '@kitlab/contract';
import { ACTIVITY_TYPE_LABEL } from '../../utils/kit-counts';
import { PaleBadge } from '../pale-badge';

const TYPE_COLOR = { quiz: 'indigo', quest: 'grape', worksheet: 'cyan' } as const;

export function ActivityTypeBadge({ type }: { type: (typeof kits.ACTIVITY_TYPES)[number] }) {
  return <PaleBadge color={TYPE_COLOR[type]}>{ACTIVITY_TYPE_LABEL[type]}</PaleBadge>;
}
