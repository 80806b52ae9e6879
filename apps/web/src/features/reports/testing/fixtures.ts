import type { reports } from '@kitlab/contract';

export const HILLCREST = '0b5d1c1e-8a3e-4c55-9d6b-2f3a4b5c6d7e';
export const MEI_LIN = '5f6e7d8c-9b0a-4e1d-8c2b-3a4f5e6d7c8b';

export function figuresFixture(
  overrides: Partial<reports.ReportFigures> = {},
): reports.ReportFigures {
  return {
    assignments: 4,
    work: { count: 25, out_of: 40 },
    completion: 62.5,
    average_score: { percentage: 71.3, out_of: 12 },
    active_students: { count: 18, out_of: 24 },
    ...overrides,
  };
}

const filter = (options: [string, string][], selected: string | null = null) => ({
  options: options.map(([value, label]) => ({ value, label })),
  selected,
});

/** A district administrator's report of the whole district: two schools, two grades. */
export function adminReportFixture(
  overrides: Partial<reports.AdminReport> = {},
): reports.AdminReport {
  return {
    scope: { level: 'district', name: 'Maple Valley School District' },
    filters: {
      school: filter([[HILLCREST, 'Hillcrest Middle School']]),
      grade: filter([
        ['6', 'Grade 6'],
        ['7', 'Grade 7'],
      ]),
      class: filter([
        ['41', '6A'],
        ['42', '7A'],
      ]),
      subject: filter([['2', 'Mathematics']]),
      teacher: filter([[MEI_LIN, 'Mei Lin']]),
    },
    today: '2027-01-31',
    totals: figuresFixture(),
    breakdowns: [
      {
        level: 'school',
        groups: [
          {
            key: HILLCREST,
            name: 'Hillcrest Middle School',
            drill: 'school_token',
            figures: figuresFixture(),
          },
        ],
      },
      {
        level: 'grade',
        groups: [
          {
            key: '7',
            name: 'Grade 7',
            drill: 'grade_id',
            figures: figuresFixture({ completion: null, work: { count: 0, out_of: 0 } }),
          },
        ],
      },
    ],
    weeks: [
      { week_start: '2027-01-18', figures: figuresFixture({ assignments: 1 }) },
      { week_start: '2027-01-25', figures: figuresFixture({ assignments: 3 }) },
    ],
    as_of: '2027-01-31T09:59:00.000Z',
    ...overrides,
  };
}

/** A report of a scope where nothing has been given or done yet. */
export function emptyReportFixture(): reports.AdminReport {
  const none = figuresFixture({
    assignments: 0,
    work: { count: 0, out_of: 0 },
    completion: null,
    average_score: { percentage: null, out_of: 0 },
    active_students: { count: 0, out_of: 24 },
  });
  return adminReportFixture({
    totals: none,
    breakdowns: [],
    weeks: [{ week_start: '2027-01-25', figures: none }],
  });
}
