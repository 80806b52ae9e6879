/*
 * The OneRoster 1.2 vocabularies Kitlab checks a bundle's values against. Case-sensitive, as the
 * binding is: `Teacher` is not a role.
 */

/** CEDS grade levels, as the binding's `grades` fields hold them. */
export const CEDS_GRADES: ReadonlySet<string> = new Set([
  'IT',
  'PR',
  'PK',
  'TK',
  'KG',
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
  '13',
  'PS',
  'UG',
  'Other',
]);

/** The roles of roles.csv in 1.2; which of them the platform has is the planner's business. */
export const ROLES = [
  'aide',
  'counselor',
  'districtAdministrator',
  'guardian',
  'parent',
  'principal',
  'proctor',
  'relative',
  'siteAdministrator',
  'student',
  'systemAdministrator',
  'teacher',
] as const;

export const ENROLLMENT_ROLES = ['administrator', 'proctor', 'student', 'teacher'] as const;
export const ROLE_TYPES = ['primary', 'secondary'] as const;
export const CLASS_TYPES = ['homeroom', 'scheduled'] as const;
export const ORG_TYPES = [
  'department',
  'school',
  'district',
  'local',
  'state',
  'national',
] as const;
export const SESSION_TYPES = ['gradingPeriod', 'semester', 'schoolYear', 'term'] as const;
/** A delta row's status; bulk rows leave it blank. */
export const ROW_STATUSES = ['active', 'tobedeleted'] as const;
