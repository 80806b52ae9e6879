import type { CallSpec } from '../ownership.js';
import { ACCOUNTS_SPECS } from './accounts.js';
import { ACTIVITIES_SPECS } from './activities.js';
import { ASSIGNMENTS_SPECS } from './assignments.js';
import { COMPANION_SPECS } from './companion.js';
import { CORE_SPECS } from './core.js';
import { DISCUSSIONS_SPECS } from './discussions.js';
import { GRADEBOOK_SPECS } from './gradebook.js';
import { KITS_SPECS } from './kits.js';
import { NOTIFICATIONS_SPECS } from './notifications.js';
import { ORGANISATION_SPECS } from './organisations.js';
import { PUSH_SPECS } from './push.js';
import { REPORTS_ADMIN_SPECS } from './reports-admin.js';
import { REPORTS_LIVE_WORK_SPECS } from './reports-live-work.js';
import { REPORTS_TABLES_SPECS } from './reports-tables.js';
import { REWARDS_SPECS } from './rewards.js';
import { STUDENT_RECORDS_SPECS } from './student-records.js';

/**
 * The input of each call that names someone's object (or needs more than its schemas can
 * generate), keyed by its name in the contract, one file per namespace of the contract.
 */
export const CALL_SPECS: Record<string, CallSpec> = {
  ...ACCOUNTS_SPECS,
  ...ACTIVITIES_SPECS,
  ...ASSIGNMENTS_SPECS,
  ...COMPANION_SPECS,
  ...CORE_SPECS,
  ...DISCUSSIONS_SPECS,
  ...GRADEBOOK_SPECS,
  ...KITS_SPECS,
  ...NOTIFICATIONS_SPECS,
  ...ORGANISATION_SPECS,
  ...PUSH_SPECS,
  ...REPORTS_ADMIN_SPECS,
  ...REPORTS_LIVE_WORK_SPECS,
  ...REPORTS_TABLES_SPECS,
  ...REWARDS_SPECS,
  ...STUDENT_RECORDS_SPECS,
};
