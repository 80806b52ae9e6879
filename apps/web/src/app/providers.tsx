import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { LiveProvider } from '../features/live';
import { onLogout } from '../lib/logout';
import { createQueryClient } from '../lib/query-client';
import { ToastHost } from '../lib/toast-host';
import { cssVariablesResolver, theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => onLogout(() => queryClient.clear()), [queryClient]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <ToastHost />
      <QueryClientProvider client={queryClient}>
        <LiveProvider>{children}</LiveProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
