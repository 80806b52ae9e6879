import { NOTIFICATION_KINDS_OF } from '@kitlab/contract';
import { DEFAULT_QUIET_HOURS } from '@kitlab/domain';
import { describe, expect, it } from 'vitest';
import { presentNotificationSettings } from './settings.presenter.js';

describe('notification settings', () => {
  it('lists every kind sent to the user, now where never chosen, with default quiet hours', () => {
    const answer = presentNotificationSettings('S', {
      own: null,
      kinds: [{ kind: 'work_marked', delivery: 'digest' }],
    });
    expect(answer.kinds.map((choice) => choice.kind)).toEqual([...NOTIFICATION_KINDS_OF.S]);
    expect(answer.kinds.find((choice) => choice.kind === 'work_marked')?.delivery).toBe('digest');
    expect(answer.kinds.find((choice) => choice.kind === 'work_assigned')?.delivery).toBe('now');
    expect(answer).toMatchObject({
      quiet_hours_start: DEFAULT_QUIET_HOURS.start,
      quiet_hours_end: DEFAULT_QUIET_HOURS.end,
      time_zone: 'UTC',
    });
  });

  it('keeps the hours chosen and the school time zone', () => {
    const own = { timeZone: 'Europe/Paris', quietHoursStart: '21:00', quietHoursEnd: '06:30' };
    expect(presentNotificationSettings('T', { own, kinds: [] })).toMatchObject({
      quiet_hours_start: '21:00',
      quiet_hours_end: '06:30',
      time_zone: 'Europe/Paris',
    });
  });
});
