import type { organisations as contract } from '@kitlab/contract';
import type { Database } from '../../db/client.js';
import { createOrganisationsRepository } from './organisations.repository.js';

/**
 * What the app and other modules use of organisations: the routes, the feature check (also as
 * SQL that other queries embed), a school's calendar, which schools a user may see, and schools
 * added or renamed many at a time (a roster import).
 */
export {
  districtIdOf,
  districtOf,
  type SchoolRow,
  type ScopedUser,
  schoolsVisibleTo,
} from './organisation-scope.js';
export { featureOn } from './organisations.repository.js';
export { registerOrganisationsRoutes } from './organisations.routes.js';
export {
  createSchoolCalendars,
  type SchoolCalendar,
  type SchoolCalendars,
} from './school-calendar.js';
export { insertSchools, renameSchools } from './school-rows.js';

/**
 * Whether a feature is on for an organisation: a school's own value, else its district's, else
 * off. One query.
 */
export function isFeatureOn(
  db: Database,
  organisationId: number,
  name: contract.OrganisationFeature,
): Promise<boolean> {
  return createOrganisationsRepository(db).isOn(organisationId, name);
}
