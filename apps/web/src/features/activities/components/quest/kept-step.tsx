import type { activities } from '@kitlab/contract';
import { Text, Title } from '@mantine/core';
import { ItemCard } from '../player/item-card';
import { WrittenAnswer } from '../result/written-answer';

/** A step the teacher did not return for redo: shown as handed in, not to be changed. */
export function KeptStep({
  stepId,
  text,
  files,
}: {
  stepId: number;
  text: string;
  files: readonly activities.StoredFile[];
}) {
  const headingId = `response-${stepId}`;
  return (
    <ItemCard headingId={headingId} tinted>
      <Title order={3} size="h5" id={headingId}>
        Your response
      </Title>
      <Text size="sm">Your teacher kept this step as you handed it in.</Text>
      <WrittenAnswer answer={{ text, blanks: [], files: [...files] }} itemLabel="this step" />
    </ItemCard>
  );
}
