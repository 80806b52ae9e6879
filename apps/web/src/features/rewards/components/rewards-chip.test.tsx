import { rewards } from '@kitlab/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { type MountedComponent, mountComponent, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../testing/render';
import { streakFixture } from '../testing/reward-fixtures';
import { RewardsChip } from './rewards-chip';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

let view: MountedComponent;
beforeEach(() => {
  view = mountComponent();
});
afterEach(() => {
  view.unmount();
  vi.clearAllMocks();
});

const chip = () => view.container.querySelector<HTMLAnchorElement>('[data-testid="rewards-chip"]');

describe('RewardsChip', () => {
  it('shows XP and the streak, and opens the rewards page', async () => {
    vi.mocked(apiRequest).mockImplementation(async (call) =>
      call === rewards.getMember
        ? { is_member: true, total_xp_points: 1250, week_xp_points: 40 }
        : streakFixture({ current_length: 6 }),
    );
    view.render(withClient(<RewardsChip />));
    await settleUntil(() => chip()?.getAttribute('aria-label')?.includes('streak') === true);
    expect(chip()?.getAttribute('aria-label')).toBe('Rewards: 1250 XP, 6-day streak');
    expect(chip()?.getAttribute('href')).toBe('/rewards');
    expect(chip()?.textContent).toContain('1,250 XP');
  });

  it('shows nothing while loading, and 0 XP without a flame when the calls fail', async () => {
    vi.mocked(apiRequest).mockReturnValue(new Promise(() => {}));
    view.render(withClient(<RewardsChip />));
    await settleUntil(() => false, 3);
    expect(chip()).toBeNull();
    view.unmount();
    view = mountComponent();
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({ status: 500, detail: 'Down', code: 'x' }),
    );
    view.render(withClient(<RewardsChip />));
    await settleUntil(() => chip() !== null);
    expect(chip()?.getAttribute('aria-label')).toBe('Rewards: 0 XP');
  });
});
