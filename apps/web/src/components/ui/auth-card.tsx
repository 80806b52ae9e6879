import { Center, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from './brand';

/** The narrow centred card of the signed-out pages: sign-in, password recovery, reset links. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Center component="main" mih="100dvh" bg="gray.0" py="xl">
      <Container size={420} w="100%" px="md">
        <Stack gap="lg">
          <Center>
            <Brand />
          </Center>
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="xs" mb="lg">
              <Title order={1} size="h2">
                {title}
              </Title>
              {description ? (
                <Text size="sm" c="dimmed">
                  {description}
                </Text>
              ) : null}
            </Stack>
            {children}
          </Paper>
        </Stack>
      </Container>
    </Center>
  );
}
