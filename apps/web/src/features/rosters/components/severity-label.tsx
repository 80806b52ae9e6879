import type { rosters } from '@kitlab/contract';
import { Group, Text } from '@mantine/core';

type Severity = rosters.RosterProblem['severity'];

/** An error is a cross in a circle, a warning an exclamation mark in a triangle. */
function SeverityIcon({ severity }: { severity: Severity }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {severity === 'error' ? (
        <>
          <circle cx="8" cy="8" r="7" fill="currentColor" />
          <path d="M5.5 5.5l5 5m0-5l-5 5" stroke="white" strokeWidth="1.8" strokeLinecap="round" />
        </>
      ) : (
        <>
          <path d="M8 1.2L15.2 14.5H0.8Z" fill="currentColor" />
          <path d="M8 6v4.2" stroke="black" strokeWidth="1.8" strokeLinecap="round" />
          <circle cx="8" cy="12.3" r="1" fill="black" />
        </>
      )}
    </svg>
  );
}

/** A problem's severity in words and shape as well as colour, so no one depends on the colour. */
export function SeverityLabel({ severity }: { severity: Severity }) {
  return (
    <Group gap={6} wrap="nowrap" c={severity === 'error' ? 'red.8' : 'yellow.6'}>
      <SeverityIcon severity={severity} />
      <Text span size="sm" fw={700} c={severity === 'error' ? 'red.9' : 'dark.6'}>
        {severity === 'error' ? 'Error' : 'Warning'}
      </Text>
    </Group>
  );
}
