import type { organisation } from '@kitlab/contract';
import type { Database } from '../../db/client.js';
import { createHolidaysRepository } from './holidays.repository.js';
import { createOrganisationsRepository } from './organisations.repository.js';

/**
 * What the app and other modules use of organisations: the routes, the feature check and a
 * school's holidays and calendar.
 */
export { registerOrganisationsRoutes } from './organisations.routes.js';
export { type SchoolCalendar, schoolCalendarOf } from './school-calendar.js';

/**
 * Whether a feature is on for an organisation: a school's own value, else its district's, else
 * off. One query.
 */
export function isFeatureOn(
  db: Database,
  organisationId: number,
  name: organisation.OrganisationFeature,
): Promise<boolean> {
  return createOrganisationsRepository(db).isOn(organisationId, name);
}

/** A school's holidays from one day to another (YYYY-MM-DD, both included), sorted. One query. */
export function holidaysOf(
  db: Database,
  organisationId: number,
  fromDate: string,
  toDate: string,
): Promise<string[]> {
  return createHolidaysRepository(db).daysOf(organisationId, fromDate, toDate);
}
