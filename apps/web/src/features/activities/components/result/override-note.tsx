import type { activities } from '@kitlab/contract';
import { Blockquote, Text } from '@mantine/core';
import { marksText } from '../../utils/format';

/** A quiz mark a teacher changed: from what the quiz gave, and why. */
export function OverrideNote({
  override,
  marks,
  marksObtained,
  whose,
}: {
  override: activities.MarkOverride;
  marks: number;
  marksObtained: number;
  whose: 'Your' | 'Their';
}) {
  const from = marksText(override.automatic_marks, marks);
  return (
    <Blockquote color="violet" p="sm" mt={0} data-testid="mark-override">
      <Text size="sm" fw={700} mb={2}>
        {whose === 'Your'
          ? `Your teacher changed this mark to ${marksText(marksObtained, marks)} (the quiz gave ${from})`
          : `You changed this mark to ${marksText(marksObtained, marks)}; the quiz gave ${from}`}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        Reason: {override.reason}
      </Text>
    </Blockquote>
  );
}
