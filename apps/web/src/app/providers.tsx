import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { onLogout } from '../lib/logout';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

/** Toast placement and width of spec section 9. */
const TOAST_WIDTH = 325;
const TOAST_TRANSITION_MS = 400;

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => onLogout(() => queryClient.clear()), [queryClient]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Notifications
        position="top-right"
        containerWidth={TOAST_WIDTH}
        transitionDuration={TOAST_TRANSITION_MS}
        pauseResetOnHover="notification"
        limit={5}
      />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
