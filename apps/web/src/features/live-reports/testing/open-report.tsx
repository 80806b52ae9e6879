import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { type MountedComponent, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';

/**
 * Renders a report page at `at` under its route pattern, and waits until the page says `until`
 * (the answer of a mocked call takes a few turns to reach the screen).
 */
export async function openReport(
  view: MountedComponent,
  { route, page, at, until }: { route: string; page: ReactElement; at: string; until: string },
): Promise<void> {
  view.render(
    withClient(
      <Routes>
        <Route path={route} element={page} />
      </Routes>,
      { at },
    ),
  );
  await settleUntil(() => (view.container.textContent ?? '').includes(until));
}
