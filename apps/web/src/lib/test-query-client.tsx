import { type DefaultOptions, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/**
 * A query client for a component test: a failing query or mutation fails at once instead of
 * retrying. `options` adds to (or overrides) those defaults, as a test of caching needs.
 */
export function testQueryClient(options: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      ...options,
      queries: { retry: false, ...options.queries },
      mutations: { retry: false, ...options.mutations },
    },
  });
}

/**
 * A component under test with a query client (a fresh one, no retries, unless given) and a router
 * at `at` (the home page unless given).
 */
export function withClient(
  ui: ReactNode,
  { client = testQueryClient(), at = '/' }: { client?: QueryClient; at?: string } = {},
) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
    </QueryClientProvider>
  );
}
