import {
  type notifications as contract,
  NOTIFICATION_KINDS,
  type ParsedPart,
} from '@kitlab/contract';
import { DEFAULT_QUIET_HOURS } from '@kitlab/domain';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { createSettingsRepository } from './settings.repository.js';

type SaveBody = ParsedPart<typeof contract.saveNotificationSettings.body>;

/** A user's own notification settings; every kind listed, `now` where never chosen. */
export function createSettingsService(db: Database) {
  async function read(userId: number): Promise<contract.NotificationSettings> {
    const { own, kinds } = await createSettingsRepository(db).read(userId);
    const chosen = new Map(kinds.map((row) => [row.kind, row.delivery]));
    return {
      kinds: NOTIFICATION_KINDS.map((kind) => ({ kind, delivery: chosen.get(kind) ?? 'now' })),
      quiet_hours_start: own?.quietHoursStart ?? DEFAULT_QUIET_HOURS.start,
      quiet_hours_end: own?.quietHoursEnd ?? DEFAULT_QUIET_HOURS.end,
      time_zone: own?.timeZone ?? 'UTC',
    };
  }

  return {
    read: (user: { id: number }) => read(user.id),

    async save(user: { id: number }, body: SaveBody) {
      await inTransaction(db, async (tx) => {
        const repo = createSettingsRepository(tx);
        await repo.saveKinds(user.id, body.kinds);
        await repo.saveQuietHours(user.id, {
          start: body.quiet_hours_start,
          end: body.quiet_hours_end,
        });
      });
      return read(user.id);
    },
  };
}
