import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOfStudent } from '../../db/rows-of-student.js';
import { rowsWritten } from '../../db/rows-written.js';
import { pushDeliveries, pushDevices } from '../../db/schema/index.js';

/** A student's push devices (without their keys) and deliveries, for the export of their data. */
export async function exportPushStudentData(db: Database, studentId: number) {
  const devices = await rowsOfStudent(db, pushDevices.userId, studentId, {
    device_info: pushDevices.deviceInfo,
    status: pushDevices.status,
    created_at: pushDevices.createdAt,
    subscribed_at: pushDevices.subscribedAt,
    last_pushed_at: pushDevices.lastPushedAt,
  });
  const deliveries = await rowsOfStudent(db, pushDeliveries.userId, studentId, {
    status: pushDeliveries.status,
    created_at: pushDeliveries.createdAt,
    sent_at: pushDeliveries.sentAt,
  });
  return { devices, deliveries };
}

/** Removes a student's push deliveries and devices; answers how many went. */
export function erasePushStudentData(tx: Database, studentId: number): Promise<number> {
  return rowsWritten(tx, [
    sql`delete from ${pushDeliveries} where ${pushDeliveries.userId} = ${studentId} returning 1`,
    sql`delete from ${pushDevices} where ${pushDevices.userId} = ${studentId} returning 1`,
  ]);
}
