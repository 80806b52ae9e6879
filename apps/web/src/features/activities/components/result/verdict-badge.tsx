import { Badge } from '@mantine/core';
import type { Verdict } from '../../utils/review';

const SHOWN: Record<Verdict, { label: string; color: string }> = {
  right: { label: 'Right', color: 'teal' },
  wrong: { label: 'Wrong', color: 'red' },
  unanswered: { label: 'Not answered', color: 'gray' },
  waiting: { label: 'Waiting for marks', color: 'blue' },
  marked: { label: 'Marked', color: 'teal' },
  changed: { label: 'Mark changed', color: 'grape' },
};

/** How a question went, in words; the colour only repeats them. Dark shades keep AA contrast. */
export function VerdictBadge({ verdict, marks }: { verdict: Verdict; marks?: string }) {
  const { label, color } = SHOWN[verdict];
  return (
    <Badge variant="filled" color={`${color}.9`} data-testid="verdict">
      {marks && verdict === 'marked' ? marks : label}
    </Badge>
  );
}
