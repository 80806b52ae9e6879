import { Button, Group, Text } from '@mantine/core';
import { hideToast, showToast } from '../../../../lib/toasts';

/**
 * A toast holding an action stays long enough to reach its button (a message-only toast closes
 * after 2 s); like every toast it pauses while hovered.
 */
const UNDO_TOAST_MS = 10_000;

let sequence = 0;

/** "Marked complete · <name>" with an Undo button that closes the toast and calls `onUndo`. */
export function showUndoToast({
  title,
  message,
  onUndo,
}: {
  title: string;
  message: string;
  onUndo: () => void;
}): string {
  sequence += 1;
  const id = `undo-${sequence}`;
  return showToast({
    id,
    title,
    tone: 'success',
    autoClose: UNDO_TOAST_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            hideToast(id);
            onUndo();
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
