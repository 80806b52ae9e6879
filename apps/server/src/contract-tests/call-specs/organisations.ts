import type { CallSpec } from '../ownership.js';

/** A school's holidays and features. */
export const ORGANISATION_SPECS: Record<string, CallSpec> = {
  'organisation.addSchoolBreak': {
    rule: 'school',
    changes: true,
    input: (f) => ({
      params: { school_token: f.school.token },
      body: { name: 'Spring half term', from: '2028-02-14', to: '2028-02-18' },
    }),
  },
  'organisation.clearSchoolFeature': {
    rule: 'school',
    input: (f) => ({
      params: { school_token: f.school.token },
      query: { name: 'Learning Companion' },
    }),
  },
  'organisation.listSchoolHolidays': {
    rule: 'school',
    input: (f) => ({ params: { school_token: f.school.token } }),
  },
  'organisation.removeSchoolHolidays': {
    rule: 'school',
    changes: true,
    input: (f) => ({
      params: { school_token: f.school.token },
      query: { from: '2028-02-14', to: '2028-02-18' },
    }),
  },
  'organisation.switchDistrictFeature': {
    rule: 'district',
    // A school's administrator may see the district's settings but never switch them.
    refusal: 403,
    input: () => ({ body: { name: 'Learning Companion', enabled: true } }),
  },
  'organisation.switchSchoolFeature': {
    rule: 'school',
    input: (f) => ({
      params: { school_token: f.school.token },
      body: { name: 'Learning Companion', enabled: true },
    }),
  },
};
