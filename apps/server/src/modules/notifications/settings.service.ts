import {
  notifications as contract,
  NOTIFICATION_KINDS_OF,
  type ParsedPart,
  type UserType,
} from '@kitlab/contract';
import { DEFAULT_QUIET_HOURS } from '@kitlab/domain';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { invalidFields } from '../../lib/errors.js';
import { createSettingsRepository } from './settings.repository.js';

type SaveBody = ParsedPart<typeof contract.saveNotificationSettings.body>;

interface SettingsOwner {
  id: number;
  userType: UserType;
}

/** Refuses, as field errors, the kinds never sent to this kind of user. */
function refuseKindsNotSent(user: SettingsOwner, kinds: SaveBody['kinds']): void {
  const sent = NOTIFICATION_KINDS_OF[user.userType];
  const errors: Record<string, string[]> = {};
  kinds.forEach((choice, index) => {
    if (!sent.includes(choice.kind))
      errors[`kinds.${index}.kind`] = [contract.KIND_NOT_SENT_MESSAGE];
  });
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

/**
 * A user's own notification settings: the kinds sent to their kind of user, each listed, `now`
 * where never chosen.
 */
export function createSettingsService(db: Database) {
  async function read(user: SettingsOwner): Promise<contract.NotificationSettings> {
    const { own, kinds } = await createSettingsRepository(db).read(user.id);
    const chosen = new Map(kinds.map((row) => [row.kind, row.delivery]));
    return {
      kinds: NOTIFICATION_KINDS_OF[user.userType].map((kind) => ({
        kind,
        delivery: chosen.get(kind) ?? 'now',
      })),
      quiet_hours_start: own?.quietHoursStart ?? DEFAULT_QUIET_HOURS.start,
      quiet_hours_end: own?.quietHoursEnd ?? DEFAULT_QUIET_HOURS.end,
      time_zone: own?.timeZone ?? 'UTC',
    };
  }

  return {
    read,

    async save(user: SettingsOwner, body: SaveBody) {
      refuseKindsNotSent(user, body.kinds);
      await inTransaction(db, async (tx) => {
        const repo = createSettingsRepository(tx);
        await repo.saveKinds(user.id, body.kinds);
        await repo.saveQuietHours(user.id, {
          start: body.quiet_hours_start,
          end: body.quiet_hours_end,
        });
      });
      return read(user);
    },
  };
}
