import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** The generic error page (spec section 8); status 500 unless told otherwise. */
export function ErrorPage({ statusCode = 500 }: { statusCode?: number }) {
  return (
    <Center component="main" mih="70dvh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={480}>
        <Text fz={56} fw={800} c="dimmed" lh={1}>
          {statusCode}
        </Text>
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text c="dimmed">
          An unexpected error stopped this page. It has been reported; reloading usually helps.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
