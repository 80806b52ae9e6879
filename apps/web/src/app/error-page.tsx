import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LoadingState } from '../components/ui/loading-state';
import { reloadPage } from '../lib/browser';
import { reloadForNewRelease, wantsNewRelease } from '../lib/new-release';

/**
 * The generic error page (spec section 8); status 500 unless told otherwise. For a script file
 * the page could no longer load (a release replaced it), it reloads once to bring the new release.
 */
export function ErrorPage({ statusCode = 500, error }: { statusCode?: number; error?: unknown }) {
  const [reloading] = useState(() => wantsNewRelease(error));
  useEffect(() => {
    if (reloading) reloadForNewRelease();
  }, [reloading]);

  if (reloading) {
    return (
      <main>
        <LoadingState label="Loading the latest version of Kitlab…" fullPage />
      </main>
    );
  }
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
        <Button onClick={reloadPage}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
