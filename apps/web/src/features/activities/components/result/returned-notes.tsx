import type { activities } from '@kitlab/contract';
import { Alert, Stack, Text } from '@mantine/core';

/**
 * The teacher's notes on work handed back for redo that is still with the student: on the step
 * or question itself (`itemId`), or, without one, every open return of the attempt.
 */
export function ReturnedNotes({
  returns,
  itemId,
}: {
  returns: readonly activities.ReturnedWork[];
  itemId?: number;
}) {
  const open = returns.filter(
    (r) =>
      r.handed_in_again_at === null && (itemId === undefined || r.activity_detail_id === itemId),
  );
  if (open.length === 0) return null;
  return (
    <Stack gap="xs">
      {open.map((returned) => (
        <Alert
          key={returned.return_id}
          color="blue"
          variant="light"
          title={
            itemId !== undefined
              ? 'Your teacher returned this for you to redo'
              : returned.activity_detail_id === null
                ? 'Your teacher returned this work for you to redo'
                : 'Your teacher returned part of this work for you to redo'
          }
          data-testid="returned-note"
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {returned.note}
          </Text>
          {itemId === undefined ? (
            <Text size="sm" mt={4}>
              Change what was returned, then hand the work in again.
            </Text>
          ) : null}
        </Alert>
      ))}
    </Stack>
  );
}
