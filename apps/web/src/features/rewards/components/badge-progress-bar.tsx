import { type MantineSize, Progress } from '@mantine/core';

export interface BadgeProgress {
  current: number;
  target: number;
}

/** "140 / 1,000": how far towards a badge, as written beside its bar. */
export function progressWords({ current, target }: BadgeProgress): string {
  return `${current.toLocaleString('en-GB')} / ${target.toLocaleString('en-GB')}`;
}

/** How far a student is towards an earned badge, read aloud as "<label>: current of target". */
export function BadgeProgressBar({
  progress,
  label,
  size,
}: {
  progress: BadgeProgress;
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
