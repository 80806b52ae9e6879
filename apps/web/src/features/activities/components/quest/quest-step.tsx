import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LessonBlocks } from '../../../../components/lesson-blocks/lesson-blocks';
import type { QuestStep as Step } from '../../api/get-attempt-sheet';
import { StepKit } from './step-kit';

/** One quest step: what to do, with pictures, materials and sheets, then the response. */
export function QuestStep({
  step,
  number,
  count,
  note,
  response,
  ask,
}: {
  step: Step;
  number: number;
  count: number;
  /** The teacher's note when the step was returned for redo. */
  note?: ReactNode;
  response: ReactNode;
  /** Where the student asks their teacher about the step. */
  ask?: ReactNode;
}) {
  return (
    <Stack
      gap="md"
      component="article"
      aria-labelledby={`step-${step.id}`}
      data-testid="quest-step"
    >
      <div>
        <Text size="sm" fw={700} c="dimmed">
          Step {number} of {count}
        </Text>
        <Title order={2} size="h3" id={`step-${step.id}`} style={{ overflowWrap: 'anywhere' }}>
          {step.title}
        </Title>
      </div>
      <LessonBlocks blocks={step.instructions} headingLevel={2} />
      <StepKit step={step} />
      {note}
      {response}
      {ask}
    </Stack>
  );
}
