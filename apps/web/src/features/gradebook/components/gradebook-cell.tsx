import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { GradebookCell } from '../api/get-gradebook';
import { cellText, marksOf } from '../utils/cell-text';

/** Dark shades keep AA contrast as text on the table's light rows. */
const STATUS_COLOR: Record<string, string> = {
  overdue: 'red.9',
  submitted: 'grape.9',
  in_progress: 'blue.9',
  returned: 'orange.9',
  not_started: 'gray.7',
};

/** One student's status at one activity; work they started opens the teacher's review of it. */
export function GradebookCellView({
  cell,
  workLink,
  workName,
}: {
  cell: GradebookCell;
  /** Where their attempt opens; null before they start. */
  workLink: string | null;
  /** "Ada Okafor, Light quiz" */
  workName: string;
}) {
  const text = cellText(cell);
  const marks = marksOf(cell);
  const label = (
    <Text span size="sm" fw={cell.status === 'marked' ? 700 : 500} c={STATUS_COLOR[cell.status]}>
      {text}
    </Text>
  );
  return (
    <Stack gap={0}>
      {workLink ? (
        <Anchor component={Link} to={workLink} aria-label={`${text}: open the work of ${workName}`}>
          {label}
        </Anchor>
      ) : (
        label
      )}
      {marks ? (
        <Text span size="xs" c="dimmed">
          {marks}
        </Text>
      ) : null}
    </Stack>
  );
}
