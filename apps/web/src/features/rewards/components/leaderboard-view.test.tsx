import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MountedComponent, mountComponent } from '../../../lib/test-dom';
import { withClient } from '../testing/render';
import { entryFixture, leaderboardFixture } from '../testing/reward-fixtures';
import { LeaderboardView } from './leaderboard-view';

let view: MountedComponent;
beforeEach(() => {
  view = mountComponent();
});
afterEach(() => view.unmount());

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
