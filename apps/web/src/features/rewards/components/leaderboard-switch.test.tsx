import { rewards } from '@kitlab/contract';
import { useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { testQueryClient, withClient } from '../../../lib/test-query-client';
import { streakQuery } from '../api/get-my-streak';
import { rewardKeys } from '../api/keys';
import { leaderboardFixture, streakFixture } from '../testing/reward-fixtures';
import { LeaderboardSwitch } from './leaderboard-switch';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const view = mountForEachTest();

/** The switch as the rewards page shows it: from the cached streak. */
function CachedSwitch() {
  const streak = useQuery(streakQuery());
  return streak.data ? <LeaderboardSwitch shown={streak.data.show_on_leaderboard} /> : null;
}

const toggle = () => view.container.querySelector<HTMLInputElement>('input[type="checkbox"]');

describe('LeaderboardSwitch', () => {
  it('hides the student from classmates and shows the choice the server answers', async () => {
    vi.mocked(apiRequest).mockResolvedValue(streakFixture({ show_on_leaderboard: false }));
    // The streak is cached already (no refetch), so the only call is the switch's.
    const client = testQueryClient({ queries: { staleTime: Number.POSITIVE_INFINITY } });
    client.setQueryData(rewardKeys.streak(), streakFixture({ show_on_leaderboard: true }));
    client.setQueryData(rewardKeys.leaderboard(null, null), leaderboardFixture());
    view.render(withClient(<CachedSwitch />, { client }));
    expect(toggle()?.checked).toBe(true);
    expect(view.container.textContent).toContain("Show me on my class's leaderboard");

    act(() => toggle()?.click());
    await settleUntil(() => vi.mocked(apiRequest).mock.calls.length > 0 && !toggle()?.disabled);
    expect(vi.mocked(apiRequest).mock.calls).toEqual([
      [rewards.submitStreakResponse, { body: { show_on_leaderboard: false } }],
    ]);
    expect(toggle()?.checked).toBe(false);
    expect(toggle()?.disabled).toBe(false);
    expect(client.getQueryState(rewardKeys.leaderboard(null, null))?.isInvalidated).toBe(true);
  });
});
