import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { MountedComponent } from '../../../lib/test-dom';

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
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
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

/** The element whose own text is exactly `text`, among `selector` matches in the document. */
export function byText(text: string, selector = 'button, a, [role="menuitem"]'): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>(selector)].find(
    (element) => element.textContent?.trim() === text,
  );
  if (!found) throw new Error(`Nothing says "${text}"`);
  return found;
}
