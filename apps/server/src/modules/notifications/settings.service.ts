import {
  notifications as contract,
  NOTIFICATION_KINDS_OF,
  type ParsedPart,
  type UserType,
} from '@kitlab/contract';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { invalidFields } from '../../lib/errors.js';
import { presentNotificationSettings } from './settings.presenter.js';
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
    return presentNotificationSettings(
      user.userType,
      await createSettingsRepository(db).read(user.id),
    );
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
