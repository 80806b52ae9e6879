import { Navigate, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { clearAllStorage, saveSession } from '../../../lib/session-storage';
import { type MountedComponent, mountComponent, settleUntil } from '../../../lib/test-dom';
import { loginResponseFixture } from '../../../lib/test-fixtures';
import { withClient } from '../../../lib/test-query-client';
import { BadgePage } from '../pages/badge-page';
import { LeaderboardPage } from '../pages/leaderboard-page';
import { entryFixture, leaderboardFixture } from '../testing/reward-fixtures';
import { LeaderboardView } from './leaderboard-view';

vi.mock('../../../lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('../../../lib/toasts', () => ({ showToast: vi.fn() }));

let view: MountedComponent;
beforeEach(() => {
  view = mountComponent();
});
afterEach(() => {
  view.unmount();
  clearAllStorage();
  vi.clearAllMocks();
});

const rows = () => [...view.container.querySelectorAll('[data-testid="leaderboard"] tbody tr')];
const text = () => view.container.textContent ?? '';

describe('LeaderboardView', () => {
  it('lists places by first name and last initial, marking the student’s own row', () => {
    const you = entryFixture(2, 'Omar', { is_you: true });
    view.render(
      withClient(
        <LeaderboardView
          board={leaderboardFixture({ entries: [entryFixture(1, 'Maya'), you], you })}
        />,
      ),
    );
    expect(rows().map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Maya R.',
      'You (Omar R.)',
    ]);
    expect(rows()[1]?.getAttribute('aria-current')).toBe('true');
    expect(rows()[0]?.getAttribute('aria-current')).toBeNull();
    expect(text()).toContain('XP earned this week');
  });

  it('shows a hidden student their own place, and only them', () => {
    const you = entryFixture(3, 'Ada', { is_you: true });
    view.render(withClient(<LeaderboardView board={leaderboardFixture({ you })} />));
    expect(rows()).toHaveLength(3);
    expect(rows()[2]?.textContent).toContain('You (Ada R.)');
    expect(text()).toContain('Only you see it.');
  });

  it('says why the leaderboard is off', () => {
    view.render(
      withClient(
        <LeaderboardView
          board={leaderboardFixture({
            enabled: false,
            entries: [],
            disabled_reason: 'The leaderboard is off for classes under 13.',
          })}
        />,
      ),
    );
    expect(view.container.querySelector('[data-testid="leaderboard-off"]')?.textContent).toContain(
      'The leaderboard is off for classes under 13.',
    );
    expect(view.container.querySelector('[data-testid="leaderboard"]')).toBeNull();
  });

  it('has an empty state for a week with no XP', () => {
    view.render(withClient(<LeaderboardView board={leaderboardFixture({ entries: [] })} />));
    expect(text()).toContain('Nobody has earned XP this week yet');
  });
});

describe('a student who is in no class yet', () => {
  const NO_CLASS = new ApiError({ status: 404, detail: 'No such class.', code: 'not_found' });
  beforeEach(() => {
    saveSession(loginResponseFixture({ user_type: 'S', teacher_classes: [] }));
    vi.mocked(apiRequest).mockRejectedValue(NO_CLASS);
  });

  it('is told so on the leaderboard, not that the class is not theirs to teach', async () => {
    view.render(withClient(<LeaderboardPage />));
    await settleUntil(() => text().includes('You are not in a class yet'));
    expect(text()).toContain('Your leaderboard appears once your school places you in a class.');
    expect(text()).not.toContain('There is no such class');
    expect(text()).not.toContain('you do not teach it');
  });

  it('is told that a badge page needs their class', async () => {
    view.render(
      withClient(
        <Routes>
          <Route path="/" element={<Navigate to="/rewards/badges/first_quiz" />} />
          <Route path="/rewards/badges/:code" element={<BadgePage />} />
        </Routes>,
      ),
    );
    await settleUntil(() => text().includes('This badge page needs your class'));
    expect(view.container.querySelector('[data-testid="record-not-found"]')).not.toBeNull();
    expect(text()).not.toContain('There is no such badge');
  });

  it('leaves a teacher’s message as it was', async () => {
    clearAllStorage();
    saveSession(loginResponseFixture());
    view.render(withClient(<LeaderboardPage />));
    await settleUntil(() => text().includes('There is no such class'));
    expect(text()).toContain('It may not exist, or you do not teach it.');
    expect(text()).not.toContain('You are not in a class yet');
  });
});
