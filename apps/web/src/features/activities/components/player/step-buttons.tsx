import { Button, Group } from '@mantine/core';

/**
 * Back and forward through pages or steps; on the last one the forward button hands the work
 * in. Big enough to hit with a thumb, and the finish button stands out.
 */
export function StepButtons({
  index,
  count,
  noun,
  onGo,
  onFinish,
  busy,
}: {
  index: number;
  count: number;
  /** "page", "step". */
  noun: string;
  onGo: (index: number) => void;
  onFinish: () => void;
  busy?: boolean;
}) {
  const last = index >= count - 1;
  return (
    <Group justify="space-between" mt="lg" gap="sm">
      {index > 0 ? (
        <Button variant="default" onClick={() => onGo(index - 1)} disabled={busy}>
          Previous {noun}
        </Button>
      ) : (
        <span />
      )}
      {last ? (
        <Button onClick={onFinish} loading={busy}>
          Finish
        </Button>
      ) : (
        <Button onClick={() => onGo(index + 1)} disabled={busy}>
          Next {noun}
        </Button>
      )}
    </Group>
  );
}
