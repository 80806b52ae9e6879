import { rewards } from '@kitlab/contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { type MountedComponent, mountComponent, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../testing/render';
import { streakFixture } from '../testing/reward-fixtures';
import { StreakCard } from './streak-card';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

let view: MountedComponent;
beforeEach(() => {
  view = mountComponent();
});
afterEach(() => {
  view.unmount();
  vi.clearAllMocks();
});

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

  it('says the streak is safe on a day off, and praises work done today', () => {
    view.render(withClient(<StreakCard streak={streakFixture({ today_is_school_day: false })} />));
    expect(text()).toContain('No school today');
    view.render(withClient(<StreakCard streak={streakFixture({ today_done: true })} />));
    expect(text()).toContain('You did some learning today');
  });

  it('celebrates a longer streak until the student dismisses it', async () => {
    vi.mocked(apiRequest).mockResolvedValue(streakFixture({ celebrate: false }));
    view.render(withClient(<StreakCard streak={streakFixture({ celebrate: true })} />));
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
  });
});
