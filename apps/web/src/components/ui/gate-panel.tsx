import { Container, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from './brand';

/** A full page that stands before the app until something is done (a policy, a password). */
export function GatePanel({ children }: { children: ReactNode }) {
  return (
    <Container component="main" size="sm" py="xl" px="md">
      <Stack gap="lg">
        <Brand />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">{children}</Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
