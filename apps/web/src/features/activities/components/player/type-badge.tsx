import { Badge } from '@mantine/core';
import type { ActivityType } from '../../../../lib/paths/activities';

export const ACTIVITY_WORD: Record<ActivityType, string> = {
  quiz: 'Quiz',
  quest: 'Quest',
  worksheet: 'Worksheet',
};

const COLOR: Record<ActivityType, string> = { quiz: 'indigo', quest: 'grape', worksheet: 'cyan' };

/** The kind of activity, in a pale badge whose darkest-shade words keep AA contrast. */
export function TypeBadge({ type }: { type: ActivityType }) {
  return (
    <Badge variant="light" color={COLOR[type]} c={`${COLOR[type]}.9`} style={{ flexShrink: 0 }}>
      {ACTIVITY_WORD[type]}
    </Badge>
  );
}
