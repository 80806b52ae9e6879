import type { SchoolHolidays } from '../api/get-school-holidays';

/** Hillcrest Primary with its autumn half term and winter break. */
export function holidaysFixture(overrides: Partial<SchoolHolidays> = {}): SchoolHolidays {
  return {
    school_token: 'hillcrest',
    name: 'Hillcrest Primary',
    time_zone: 'Europe/London',
    breaks: [
      { name: 'Autumn half term', from: '2026-10-26', to: '2026-10-30', days: 5 },
      { name: 'Winter break', from: '2026-12-21', to: '2027-01-01', days: 10 },
    ],
    ...overrides,
  };
}
