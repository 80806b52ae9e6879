import { Box, Group, Stack, Text } from '@mantine/core';

const SEGMENTS = 4;

/**
 * A password strength bar with its label and advice. The bar is decoration; the words carry the
 * meaning and are announced politely as they change.
 */
export function StrengthMeter({
  level,
  label,
  color,
  hint,
}: {
  level: 0 | 1 | 2 | 3 | 4;
  label: string;
  color: string;
  hint: string | null;
}) {
  // Level 0 still shows one red segment, so "very weak" never looks like "nothing yet".
  const filled = Math.max(1, level);
  return (
    <Stack gap={4} data-testid="password-strength">
      <Group gap={4} grow aria-hidden="true">
        {Array.from({ length: SEGMENTS }, (_, index) => (
          <Box
            // Fixed segments that never reorder.
            // biome-ignore lint/suspicious/noArrayIndexKey: static bar segments
            key={index}
            h={6}
            bg={index < filled ? `${color}.7` : 'gray.2'}
            style={{ borderRadius: 3 }}
          />
        ))}
      </Group>
      <Text size="sm" aria-live="polite">
        Password strength: <strong>{label}</strong>
        {hint ? <Text span c="dimmed" size="sm">{` · ${hint}`}</Text> : null}
      </Text>
    </Stack>
  );
}
