import { Text } from '@mantine/core';
import type { StoreEntry } from '../../utils/answer-store';

/** Under one question: a word only when its answer could not be saved. */
export function ItemSaveNote({ entry }: { entry: StoreEntry<unknown> | undefined }) {
  if (entry?.status !== 'failed') return null;
  return (
    <Text size="sm" c="red.9" data-testid="item-not-saved">
      This answer is not saved yet. We will keep trying; check your connection.
    </Text>
  );
}
