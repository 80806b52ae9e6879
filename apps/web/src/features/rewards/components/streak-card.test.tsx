import { rewards } from '@kitlab/contract';
import { useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { testQueryClient, withClient } from '../../../lib/test-query-client';
import { type Streak, streakQuery } from '../api/get-my-streak';
import { rewardKeys } from '../api/keys';
import { leaderboardFixture, streakFixture } from '../testing/reward-fixtures';
import { StreakCard } from './streak-card';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const view = mountForEachTest();

/** The card as the rewards page shows it: from the cached streak. */
function CachedStreakCard() {
  const streak = useQuery(streakQuery());
  return streak.data ? <StreakCard streak={streak.data} /> : null;
}

const text = () => view.container.textContent ?? '';
const celebration = () => view.container.querySelector('[data-testid="streak-celebration"]');

describe('StreakCard', () => {
  it('shows the lengths, freezes and each recent day in words', () => {
    view.render(withClient(<StreakCard streak={streakFixture()} />));
    expect(text()).toContain('4 days');
    expect(text()).toContain('9 days');
    const cells = [...view.container.querySelectorAll('[data-testid="streak-days"] li')];
    expect(cells.map((cell) => cell.querySelector('strong')?.textContent)).toEqual([
      'Day off',
      'Day off',
      'Done',
      'Frozen',
      'Missed',
      'Today',
    ]);
    expect(text()).toContain('read a lesson today');
    expect(celebration()).toBeNull();
  });

  it('marks the days before a new student joined as neither done nor missed', () => {
    const streak = streakFixture({
      current_length: 1,
      recent: [
        { date: '2026-02-27', state: 'before_start' },
        { date: '2026-02-28', state: 'off' },
        { date: '2026-03-01', state: 'off' },
        { date: '2026-03-02', state: 'before_start' },
        { date: '2026-03-03', state: 'done' },
        { date: '2026-03-04', state: 'today' },
      ],
    });
    view.render(withClient(<StreakCard streak={streak} />));
    const cells = [...view.container.querySelectorAll('[data-testid="streak-days"] li')];
    expect(cells.map((cell) => cell.querySelector('strong')?.textContent)).toEqual([
      'Before you joined',
      'Day off',
      'Day off',
      'Before you joined',
      'Done',
      'Today',
    ]);
    expect(cells.map((cell) => cell.firstElementChild?.textContent)).toEqual([
      'Fri 27 Feb',
      'Sat 28 Feb',
      'Sun 1 Mar',
      'Mon 2 Mar',
      'Tue 3 Mar',
      'Wed 4 Mar',
    ]);
    expect(text()).not.toContain('Missed');
    expect(cells[0]?.className).toMatch(/before_start/);
    expect(cells[0]?.className).not.toMatch(/missed/);
  });

  it('says the streak is safe on a day off, and praises work done today', () => {
    view.render(withClient(<StreakCard streak={streakFixture({ today_is_school_day: false })} />));
    expect(text()).toContain('No school today');
    view.render(withClient(<StreakCard streak={streakFixture({ today_done: true })} />));
    expect(text()).toContain('You did some learning today');
  });

  it('celebrates a longer streak until the student dismisses it', async () => {
    vi.mocked(apiRequest).mockResolvedValue(streakFixture({ celebrate: false }));
    // The card shows the cached streak, as the rewards page does, and nothing fetches it again.
    const client = testQueryClient({ queries: { staleTime: Number.POSITIVE_INFINITY } });
    client.setQueryData(rewardKeys.streak(), streakFixture({ celebrate: true }));
    client.setQueryData(rewardKeys.leaderboard(null, null), leaderboardFixture());
    view.render(withClient(<CachedStreakCard />, { client }));
    expect(celebration()?.textContent).toContain('Your streak is 4 days long!');
    const thanks = [...view.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Thanks!',
    );
    act(() => thanks?.click());
    await settleUntil(() => vi.mocked(apiRequest).mock.calls.length > 0);
    expect(vi.mocked(apiRequest).mock.calls[0]).toEqual([
      rewards.submitStreakResponse,
      { body: { celebrated_length: 4 } },
    ]);
    await settleUntil(() => celebration() === null);
    expect(client.getQueryData<Streak>(rewardKeys.streak())?.celebrate).toBe(false);
    expect(celebration()).toBeNull();
    // Seeing the celebration leaves the leaderboards as they were.
    expect(client.getQueryState(rewardKeys.leaderboard(null, null))?.isInvalidated).toBe(false);
  });
});
