import {
  type notifications as contract,
  NOTIFICATION_KINDS_OF,
  type UserType,
} from '@kitlab/contract';
import { DEFAULT_QUIET_HOURS } from '@kitlab/domain';
import type { createSettingsRepository } from './settings.repository.js';

type StoredSettings = Awaited<ReturnType<ReturnType<typeof createSettingsRepository>['read']>>;

/**
 * Every kind sent to this kind of user, `now` where never chosen; the default quiet hours
 * until chosen, and UTC for a user with no school time zone.
 */
export function presentNotificationSettings(
  userType: UserType,
  { own, kinds }: StoredSettings,
): contract.NotificationSettings {
  const chosen = new Map(kinds.map((row) => [row.kind, row.delivery]));
  return {
    kinds: NOTIFICATION_KINDS_OF[userType].map((kind) => ({
      kind,
      delivery: chosen.get(kind) ?? 'now',
    })),
    quiet_hours_start: own?.quietHoursStart ?? DEFAULT_QUIET_HOURS.start,
    quiet_hours_end: own?.quietHoursEnd ?? DEFAULT_QUIET_HOURS.end,
    time_zone: own?.timeZone ?? 'UTC',
  };
}
