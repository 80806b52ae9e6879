import { Button, Group } from '@mantine/core';

/** Numbered buttons to jump between steps; a tick marks the steps with a response. */
export function StepNav({
  steps,
  current,
  isDone,
  onGo,
}: {
  steps: readonly { id: number; title: string }[];
  current: number;
  isDone: (stepId: number) => boolean;
  onGo: (index: number) => void;
}) {
  if (steps.length < 2) return null;
  return (
    <Group component="nav" aria-label="Quest steps" gap={6} wrap="wrap">
      {steps.map((step, index) => {
        const done = isDone(step.id);
        return (
          <Button
            key={step.id}
            size="compact-md"
            variant={index === current ? 'filled' : done ? 'light' : 'default'}
            aria-current={index === current ? 'step' : undefined}
            aria-label={`Step ${index + 1}: ${step.title}${done ? ' (done)' : ''}`}
            onClick={() => onGo(index)}
          >
            {index + 1}
            {done ? <span aria-hidden="true"> ✓</span> : null}
          </Button>
        );
      })}
    </Group>
  );
}
