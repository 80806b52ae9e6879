import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MountedComponent, mountComponent } from '../../../lib/test-dom';
import { withClient } from '../../../lib/test-query-client';
import type { HeldBadge, NotYetBadge } from '../api/get-member-achievements';
import { BadgeGrid } from './badge-grid';

let view: MountedComponent;
beforeEach(() => {
  view = mountComponent();
});
afterEach(() => view.unmount());

const held: HeldBadge[] = [
  {
    code: 'first_quiz',
    name: 'First quiz',
    how_earned: 'Hand in your first quiz.',
    manual: false,
    earned_at: '2026-03-02T10:00:00Z',
    given_by: null,
    reason: null,
  },
  {
    code: 'great_effort',
    name: 'Great effort',
    how_earned: 'A teacher gives it for work done with great effort.',
    manual: true,
    earned_at: '2026-03-05T10:00:00Z',
    given_by: 'Ms Lee',
    reason: 'You kept going on the hard quest.',
  },
];
const notYet: NotYetBadge[] = [
  {
    code: 'streak_5',
    name: '5-day streak',
    how_earned: 'Do learning work on 5 school days in a row.',
    manual: false,
    progress: { current: 3, target: 5 },
  },
  {
    code: 'kind_teammate',
    name: 'Kind teammate',
    how_earned: 'A teacher gives it for helping a classmate.',
    manual: true,
    progress: null,
  },
];

const tile = (code: string) => view.container.querySelector(`[data-badge="${code}"]`);

describe('BadgeGrid', () => {
  it('shows held badges in colour with when they came, and who gave one and why', () => {
    view.render(withClient(<BadgeGrid held={held} notYet={notYet} />));
    const given = tile('great_effort');
    expect(given?.closest('[data-testid="held"]')).not.toBeNull();
    expect(given?.textContent).toContain('Earned 5 March 2026');
    expect(given?.textContent).toContain('Given by Ms Lee: “You kept going on the hard quest.”');
    const art = given?.querySelector('svg');
    expect(art?.getAttribute('aria-hidden')).toBe('true');
    expect(art?.getAttribute('style') ?? '').not.toContain('grayscale');
    expect(tile('first_quiz')?.querySelector('a')?.getAttribute('href')).toBe(
      '/rewards/badges/first_quiz',
    );
  });

  it('greys badges not held yet, with progress where a rule counts it', () => {
    view.render(withClient(<BadgeGrid held={held} notYet={notYet} />));
    const streak = tile('streak_5');
    expect(streak?.closest('[data-testid="not-yet"]')).not.toBeNull();
    expect(streak?.querySelector('svg')?.getAttribute('style')).toContain('grayscale');
    expect(streak?.textContent).toContain('3 / 5');
    expect(streak?.querySelector('[aria-label="5-day streak: 3 of 5"]')).not.toBeNull();
    expect(tile('kind_teammate')?.textContent).toContain('A teacher gives this one.');
  });

  it('encourages a student with no badge yet', () => {
    view.render(withClient(<BadgeGrid held={[]} notYet={notYet} />));
    expect(view.container.textContent).toContain('No badges yet.');
  });
});
