import type { rewards } from '@kitlab/contract';
import { type MantineSize, Progress } from '@mantine/core';

/** How far a student is towards an earned badge, read aloud as "<label>: current of target". */
export function BadgeProgressBar({
  progress,
  label,
  size,
}: {
  progress: rewards.BadgeProgress;
  label: string;
  size?: MantineSize;
}) {
  const { current, target } = progress;
  return (
    <Progress
      value={(100 * Math.min(current, target)) / target}
      color="teal.8"
      size={size}
      aria-label={`${label}: ${current} of ${target}`}
    />
  );
}
