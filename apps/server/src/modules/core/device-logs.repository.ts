import type { Database } from '../../db/client.js';
import { deviceLogs } from '../../db/schema/index.js';

export async function insertDeviceLog(
  db: Database,
  entry: typeof deviceLogs.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(deviceLogs).values(entry).returning({ id: deviceLogs.id });
  if (!row) throw new Error('device log insert returned no row');
  return row.id;
}
