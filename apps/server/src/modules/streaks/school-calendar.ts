import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import { organisations } from '../../db/schema/index.js';
import { holidaysOf } from '../organisations/index.js';

/** What a streak needs of a school: its time zone and the days it is closed besides weekends. */
export interface SchoolCalendar {
  timeZone: string;
  holidays: ReadonlySet<string>;
}

const TTL_MS = 5 * 60_000;
const caches = new WeakMap<
  Database,
  Map<number, { until: number; calendar: Promise<SchoolCalendar> }>
>();

async function readCalendar(
  db: Database,
  organisationId: number,
  sideBySide: boolean,
): Promise<SchoolCalendar> {
  const [zone, holidays] = await readTogether(sideBySide, [
    () =>
      db
        .select({ timeZone: organisations.timeZone })
        .from(organisations)
        .where(eq(organisations.id, organisationId)),
    () => holidaysOf(db, organisationId, '1900-01-01', '9999-12-31'),
  ]);
  return {
    timeZone: zone[0]?.timeZone ?? 'UTC',
    holidays: new Set(holidays),
  };
}

/**
 * A school's calendar, read once per few minutes per database handle: it is fixed per school,
 * and every answer saved asks for it. Inside a transaction, pass it as `reader`: the embedded
 * test database has one connection, which the transaction holds.
 */
export function schoolCalendarOf(
  db: Database,
  organisationId: number,
  reader: Database = db,
): Promise<SchoolCalendar> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const held = cache.get(organisationId);
  if (held && held.until > Date.now()) return held.calendar;
  const calendar = readCalendar(reader, organisationId, reader === db);
  cache.set(organisationId, { until: Date.now() + TTL_MS, calendar });
  calendar.catch(() => cache.delete(organisationId));
  return calendar;
}
