import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { type MountedComponent, mountComponent, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { type RewardsState, useRewardsState } from './use-rewards-state';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

let view: MountedComponent;
let seen: RewardsState | null = null;
beforeEach(() => {
  view = mountComponent();
  seen = null;
});
afterEach(() => {
  view.unmount();
  vi.clearAllMocks();
});

function Probe() {
  seen = useRewardsState();
  return null;
}

const show = () => view.render(withClient(<Probe />));

describe('useRewardsState', () => {
  it('is not completed while the XP call is on its way', async () => {
    vi.mocked(apiRequest).mockReturnValue(new Promise(() => {}));
    show();
    await settleUntil(() => false, 3);
    expect(seen).toEqual({
      totalXpPoints: 0,
      weekXpPoints: 0,
      isCallCompleted: false,
      isMember: false,
    });
  });

  it('takes the total and membership from the answer', async () => {
    vi.mocked(apiRequest).mockResolvedValue({
      is_member: true,
      total_xp_points: 320,
      week_xp_points: 45,
    });
    show();
    await settleUntil(() => seen?.isCallCompleted === true);
    expect(seen).toEqual({
      totalXpPoints: 320,
      weekXpPoints: 45,
      isCallCompleted: true,
      isMember: true,
    });
  });

  it('counts a failed call as completed with 0 XP', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({ status: 500, detail: 'Down', code: 'x' }),
    );
    show();
    await settleUntil(() => seen?.isCallCompleted === true);
    expect(seen).toEqual({
      totalXpPoints: 0,
      weekXpPoints: 0,
      isCallCompleted: true,
      isMember: false,
    });
  });
});
