import { rewards } from '@kitlab/contract';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { streakFixture } from '../testing/reward-fixtures';
import { RewardsChip } from './rewards-chip';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));

const view = mountForEachTest();

const chip = () => view.container.querySelector<HTMLAnchorElement>('[data-testid="rewards-chip"]');

/**
 * The link's accessible name as jsdom gives it (no style sheets, so nothing is display: none):
 * its aria-label, else its text without what is hidden from assistive technology.
 */
function accessibleName(element: Element | null): string | null {
  if (!element) return null;
  const label = element.getAttribute('aria-label');
  if (label !== null) return label;
  const read = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
    return [...node.childNodes].map(read).join('');
  };
  return read(element).replace(/\s+/g, ' ').trim();
}

describe('RewardsChip', () => {
  it('shows XP and the streak, and opens the rewards page', async () => {
    vi.mocked(apiRequest).mockImplementation(async (call) =>
      call === rewards.getMember
        ? { is_member: true, total_xp_points: 1250, week_xp_points: 40 }
        : streakFixture({ current_length: 6 }),
    );
    view.render(withClient(<RewardsChip />));
    await settleUntil(() => accessibleName(chip())?.includes('streak') === true);
    expect(chip()?.hasAttribute('aria-label')).toBe(false);
    expect(accessibleName(chip())).toBe('Rewards: 1,250 XP, 6-day streak');
    expect(chip()?.getAttribute('href')).toBe('/rewards');
    // What shows holds the name's XP (label in name); the phone's short "1.3K" is not read.
    const compact = new Intl.NumberFormat('en-GB', { notation: 'compact' }).format(1250);
    expect(chip()?.textContent).toContain('1,250 XP');
    expect(chip()?.textContent).toContain(compact);
    expect(accessibleName(chip())).not.toContain(compact);
  });

  it('shows nothing while loading, and 0 XP without a flame when the calls fail', async () => {
    vi.mocked(apiRequest).mockReturnValue(new Promise(() => {}));
    view.render(withClient(<RewardsChip />));
    await settleUntil(() => false, 3);
    expect(chip()).toBeNull();
    view.remount();
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({ status: 500, detail: 'Down', code: 'x' }),
    );
    view.render(withClient(<RewardsChip />));
    await settleUntil(() => chip() !== null);
    expect(accessibleName(chip())).toBe('Rewards: 0 XP');
  });
});
