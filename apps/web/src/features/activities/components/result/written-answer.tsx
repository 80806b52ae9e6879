import type { activities } from '@kitlab/contract';
import { Stack, Text } from '@mantine/core';
import { FileGallery } from '../files/file-gallery';

type Saved = Pick<activities.SavedAnswer, 'text' | 'blanks' | 'files'>;

/** What was written or uploaded for a worksheet question or quest step. */
export function WrittenAnswer({
  answer,
  itemLabel,
  emptyText = 'Nothing was written here.',
}: {
  answer: Saved | undefined;
  /** "step 2", for naming each photo. */
  itemLabel: string;
  emptyText?: string;
}) {
  const text = answer?.text?.trim() ?? '';
  const blanks = answer?.blanks ?? [];
  const files = answer?.files ?? [];
  const empty = text === '' && blanks.every((b) => b.trim() === '') && files.length === 0;
  if (empty) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="written-answer">
      {text ? (
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Text>
      ) : null}
      {blanks.some((b) => b.trim() !== '') ? (
        <Text>
          {blanks.map((blank, index) => (
            // Blanks are a fixed row of the question; their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: one entry per blank, never reordered
            <span key={index}>
              {index > 0 ? ' · ' : ''}
              Blank {index + 1}: <strong>{blank.trim() || '(empty)'}</strong>
            </span>
          ))}
        </Text>
      ) : null}
      <FileGallery files={files} label={(index) => `File ${index + 1} of ${itemLabel}`} />
    </Stack>
  );
}
