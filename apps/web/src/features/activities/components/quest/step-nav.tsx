import { Button, Group } from '@mantine/core';

/**
 * Numbered buttons to jump between steps; a tick marks the steps with a response, an arrow the
 * steps the teacher returned for redo.
 */
export function StepNav({
  steps,
  current,
  isDone,
  isReturned = () => false,
  onGo,
}: {
  steps: readonly { id: number; title: string }[];
  current: number;
  isDone: (stepId: number) => boolean;
  isReturned?: (stepId: number) => boolean;
  onGo: (index: number) => void;
}) {
  if (steps.length < 2) return null;
  return (
    <Group component="nav" aria-label="Quest steps" gap={6} wrap="wrap">
      {steps.map((step, index) => {
        const done = isDone(step.id);
        const returned = isReturned(step.id);
        return (
          <Button
            key={step.id}
            size="compact-md"
            variant={index === current ? 'filled' : done ? 'light' : 'default'}
            aria-current={index === current ? 'step' : undefined}
            aria-label={`Step ${index + 1}: ${step.title}${returned ? ' (returned to redo)' : done ? ' (done)' : ''}`}
            onClick={() => onGo(index)}
          >
            {index + 1}
            {returned ? (
              <span aria-hidden="true"> ↩</span>
            ) : done ? (
              <span aria-hidden="true"> ✓</span>
            ) : null}
          </Button>
        );
      })}
    </Group>
  );
}
