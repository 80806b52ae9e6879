import type { Database } from '../../db/client.js';
import { schoolHolidays } from '../../db/schema/index.js';

/** Adds days a school is closed (a demo seed or a test); a day already there is kept. */
export async function addSchoolHolidays(
  db: Database,
  organisationId: number,
  holidays: readonly { day: string; name: string }[],
): Promise<void> {
  if (holidays.length === 0) return;
  await db
    .insert(schoolHolidays)
    .values(holidays.map((holiday) => ({ organisationId, ...holiday })))
    .onConflictDoNothing();
}
