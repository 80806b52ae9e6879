import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { LiveProvider } from '../features/live';
import { ToastHostOnDemand } from '../lib/toast-host-on-demand';
import { theme } from './theme';

/**
 * What every page shows and hears through. The query cache is not here: sign-in does without
 * it, and every other route reads through the one the route table adds (app/app-routes.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    // The theme's CSS variables (with cssVariablesResolver's) are a style sheet the build writes.
    <MantineProvider theme={theme} defaultColorScheme="light">
      <ToastHostOnDemand />
      <LiveProvider>{children}</LiveProvider>
    </MantineProvider>
  );
}
