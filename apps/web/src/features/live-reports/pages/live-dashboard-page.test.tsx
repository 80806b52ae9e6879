import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { mountForEachTest, settleUntil } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import { useClassWorkInvalidation } from '../../live';
import { dashboardFixture } from '../testing/fixtures';
import { LiveDashboardPage } from './live-dashboard-page';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../live', () => ({ useClassWorkInvalidation: vi.fn() }));

const view = mountForEachTest();
const text = () => view.container.textContent ?? '';

async function open(until: string) {
  view.render(withClient(<LiveDashboardPage />, { at: '/reports/live' }));
  await settleUntil(() => text().includes(until));
}

const cards = () =>
  [...view.container.querySelectorAll('[data-testid="open-work"]')].map((card) => ({
    name: card.getAttribute('aria-label'),
    text: card.textContent ?? '',
    link: card.querySelector('a')?.getAttribute('href'),
  }));

describe('LiveDashboardPage', () => {
  it('says it is loading while the open work is on its way', async () => {
    vi.mocked(apiRequest).mockReturnValue(new Promise(() => {}));
    await open('Loading your open work…');
    expect(text()).toContain('Loading your open work…');
  });

  it('lists the open work by class, each figure out of the class, with who is stuck and why', async () => {
    vi.mocked(apiRequest).mockResolvedValue(dashboardFixture());
    await open('Light quiz');
    const headings = [...view.container.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual(['6A', '10B']);
    const [quiz, quest, worksheet] = cards();
    expect(quiz?.name).toBe('Light quiz, 6A');
    expect(quiz?.text).toContain('Started: 2 of 3 students');
    expect(quiz?.text).toContain('Handed in: 1 of 3 students');
    expect(quiz?.text).toContain('Average score: 60% average of 1 marked');
    expect(quiz?.text).toContain('Lucas Moreau: 3 wrong in a row, last progress 4 minutes ago');
    expect(quiz?.link).toBe('/reports/live/classes/4/quiz/11');
    expect(quest?.text).toContain(
      'Zoe Zhang: No progress for 10 minutes, last progress 12 minutes ago',
    );
    expect(quest?.link).toBe('/reports/live/classes/4/quest/12');
    expect(worksheet?.text).toContain('Nobody has opened it yet.');
    expect(worksheet?.link).toBe('/submissions/kit-token/13?class=9');
    // Live: every class with open work is watched.
    expect(useClassWorkInvalidation).toHaveBeenLastCalledWith(
      [9, 4],
      ['live-reports', 'dashboard'],
    );
  });

  it('says when there is no open work', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ now: dashboardFixture().now, entries: [] });
    await open('No open work');
    expect(view.container.querySelector('[data-testid="live-dashboard"]')).toBeNull();
  });

  it('offers to try again after a failure', async () => {
    vi.mocked(apiRequest).mockRejectedValue(
      new ApiError({ status: 500, detail: 'Server error.', code: 'error' }),
    );
    await open('We could not load your open work');
    expect(text()).toContain('Try again');
  });
});
