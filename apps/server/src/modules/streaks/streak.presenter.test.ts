import { describe, expect, it } from 'vitest';
import { presentLeaderboard } from './streak.presenter.js';

describe('a leaderboard answer', () => {
  const schoolClass = { classId: 3, className: '5A' };
  const none = { entries: [], you: null };

  it('is enabled when nothing turns it off', () => {
    expect(presentLeaderboard(schoolClass, '2026-03-02', null, none)).toMatchObject({
      class_id: 3,
      week_start: '2026-03-02',
      enabled: true,
      disabled_reason: null,
    });
  });

  it('is off, saying why, when a reason turns it off', () => {
    const answer = presentLeaderboard(schoolClass, '2026-03-02', 'Under 13', none);
    expect(answer).toMatchObject({ enabled: false, disabled_reason: 'Under 13' });
  });
});
