import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { MountedComponent } from './test-dom';
import { testQueryClient } from './test-query-client';

function WhereNow() {
  return <p data-testid="went-to">{useLocation().pathname}</p>;
}

/**
 * Renders `ui` at `at` (matched by `path`) with a fresh query client and the toasts on screen;
 * any other address shows where the page went in `[data-testid="went-to"]`.
 */
export function renderInApp(
  view: MountedComponent,
  ui: ReactNode,
  { path = '/', at = '/' }: { path?: string; at?: string } = {},
): QueryClient {
  const client = testQueryClient();
  view.render(
    <QueryClientProvider client={client}>
      <Notifications />
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<WhereNow />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}
