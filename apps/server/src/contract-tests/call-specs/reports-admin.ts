import type { CallSpec } from '../ownership.js';

/** The hits of the report's search, which another school's name leaves empty. */
const hitsOf = (answer: unknown) => (answer as { hits?: unknown }).hits;

/**
 * The administrators' report of the schools they manage (decision 0057): a class of another
 * school is absent (404); searching for another school's student finds nobody.
 */
export const REPORTS_ADMIN_SPECS: Record<string, CallSpec> = {
  'reports.getAdminReport': {
    rule: 'class',
    input: (f) => ({ body: { class_id: f.schoolClass.id } }),
  },
  'reports.searchAdminReport': {
    rule: 'class',
    refusal: 'empty list',
    listOf: hitsOf,
    input: (f) => ({ body: { q: f.student.lastName } }),
  },
};
