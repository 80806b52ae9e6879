/** The demo district the server seeds on an empty database. */
export const DEMO_PASSWORD = process.env.E2E_DEMO_PASSWORD ?? 'kitlab-e2e-demo';

export interface DemoAccount {
  email: string;
  userType: 'S' | 'T' | 'C';
  home: string;
}

export const student: DemoAccount = {
  email: 'student@demo.kitlab.test',
  userType: 'S',
  home: '/dashboard',
};
export const teacher: DemoAccount = {
  email: 'teacher@demo.kitlab.test',
  userType: 'T',
  home: '/dashboard',
};
export const districtAdmin: DemoAccount = {
  email: 'district.admin@demo.kitlab.test',
  userType: 'C',
  home: '/reports/AdminReport',
};
/** Kept for the privacy-gate journey only, so it is certain not to have accepted yet. */
export const schoolAdmin: DemoAccount = {
  email: 'school.admin@demo.kitlab.test',
  userType: 'C',
  home: '/reports/AdminReport',
};
