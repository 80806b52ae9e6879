import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { LiveProvider } from '../features/live';
import { ToastHost } from '../lib/toast-host';
import { cssVariablesResolver, theme } from './theme';

/**
 * What every page shows and hears through. The query cache is not here: sign-in does without
 * it, and every other route reads through the one the route table adds (app/app-routes.tsx).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <ToastHost />
      <LiveProvider>{children}</LiveProvider>
    </MantineProvider>
  );
}
