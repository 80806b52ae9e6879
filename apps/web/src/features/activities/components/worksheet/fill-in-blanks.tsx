import { Box, TextInput } from '@mantine/core';
import { Fragment } from 'react';
import { promptParts } from '../../utils/answer-state';

/** A fill-in sentence with a box in each gap, read as "Blank 1 of question 3". */
export function FillInBlanks({
  prompt,
  blanks,
  questionLabel,
  onChange,
}: {
  prompt: string;
  blanks: readonly string[];
  questionLabel: string;
  onChange: (index: number, text: string) => void;
}) {
  const parts = promptParts(prompt);
  return (
    <Box lh={2.4} style={{ overflowWrap: 'anywhere' }} data-testid="fill-in">
      {parts.map((part, index) => (
        // The parts of a fixed sentence: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: one entry per gap, never reordered
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <TextInput
              display="inline-block"
              w={{ base: 120, sm: 160 }}
              mx={4}
              size="sm"
              value={blanks[index] ?? ''}
              aria-label={`Blank ${index + 1} of ${questionLabel}`}
              onChange={(event) => onChange(index, event.currentTarget.value)}
              maxLength={200}
            />
          ) : null}
        </Fragment>
      ))}
    </Box>
  );
}
