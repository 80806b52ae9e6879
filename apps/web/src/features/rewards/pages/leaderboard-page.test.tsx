import { rewards } from '@kitlab/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { clearAllStorage, saveSession } from '../../../lib/session-storage';
import { type MountedComponent, mountComponent, settleUntil } from '../../../lib/test-dom';
import { loginResponseFixture } from '../../../lib/test-fixtures';
import { withClient } from '../../../lib/test-query-client';
import { leaderboardFixture } from '../testing/reward-fixtures';
import { LeaderboardPage } from './leaderboard-page';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const THIS_WEEK = '2026-03-09';

let view: MountedComponent;
beforeEach(() => {
  view = mountComponent();
  saveSession(loginResponseFixture({ user_type: 'S', teacher_classes: [] }));
  // The server answers with the week asked for, or the current week when none is named.
  vi.mocked(apiRequest).mockImplementation(async (_call, options) => {
    const body = options?.body as { week_start?: string } | undefined;
    return leaderboardFixture({ week_start: body?.week_start ?? THIS_WEEK });
  });
});
afterEach(() => {
  view.unmount();
  clearAllStorage();
  vi.clearAllMocks();
});

const text = () => view.container.textContent ?? '';
const button = (name: string) =>
  [...view.container.querySelectorAll('button')].find((b) => b.textContent === name);
const weeksAsked = () =>
  vi
    .mocked(apiRequest)
    .mock.calls.filter(([call]) => call === rewards.getStreakLeaderboard)
    .map(
      ([, options]) => (options?.body as { week_start?: string } | undefined)?.week_start ?? null,
    );

describe('LeaderboardPage', () => {
  it('pages back a week and forward again, never past the current week', async () => {
    view.render(withClient(<LeaderboardPage />));
    await settleUntil(() => text().includes('week of'));
    expect(weeksAsked()).toEqual([null]);
    expect(button('Week after')?.disabled).toBe(true);

    act(() => button('Week before')?.click());
    await settleUntil(() => weeksAsked().length === 2 && !button('Week after')?.disabled);
    expect(weeksAsked()).toEqual([null, '2026-03-02']);
    expect(button('Week after')?.disabled).toBe(false);

    act(() => button('Week after')?.click());
    await settleUntil(() => weeksAsked().length === 3 && !!button('Week after')?.disabled);
    expect(weeksAsked()).toEqual([null, '2026-03-02', THIS_WEEK]);
    expect(button('Week after')?.disabled).toBe(true);
    expect(button('Week before')?.disabled).toBe(false);
  });
});
