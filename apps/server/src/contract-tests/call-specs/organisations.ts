import type { CallSpec } from '../ownership.js';

/** A school's holidays and features. */
export const ORGANISATION_SPECS: Record<string, CallSpec> = {
  'organisations.addSchoolBreak': {
    rule: 'school',
    changes: true,
    input: (f) => ({
      params: { school_token: f.school.token },
      body: { name: 'Spring half term', from: '2028-02-14', to: '2028-02-18' },
    }),
  },
  'organisations.clearSchoolFeature': {
    rule: 'school',
    input: (f) => ({
      params: { school_token: f.school.token },
      query: { name: 'Learning Companion' },
    }),
  },
  'organisations.listSchoolHolidays': {
    rule: 'school',
    input: (f) => ({ params: { school_token: f.school.token } }),
  },
  'organisations.removeSchoolHolidays': {
    rule: 'school',
    changes: true,
    input: (f) => ({
      params: { school_token: f.school.token },
      query: { from: '2028-02-14', to: '2028-02-18' },
    }),
  },
  'organisations.switchDistrictFeature': {
    rule: 'district',
    // A school's administrator may see the district's settings but never switch them.
    refusal: 403,
    input: () => ({ body: { name: 'Learning Companion', enabled: true } }),
  },
  'organisations.switchSchoolFeature': {
    rule: 'school',
    input: (f) => ({
      params: { school_token: f.school.token },
      body: { name: 'Learning Companion', enabled: true },
    }),
  },
};
