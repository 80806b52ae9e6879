import { datesFrom } from '@kitlab/domain';

/** A closed stretch of the school year, first and last day included. */
interface Break {
  name: string;
  from: string;
  to: string;
}

/** The demo schools' breaks of the 2026–27 and 2027–28 years (weekends are off anyway). */
const BREAKS: Break[] = [
  { name: 'Autumn half term', from: '2026-10-26', to: '2026-10-30' },
  { name: 'Winter break', from: '2026-12-21', to: '2027-01-01' },
  { name: 'Spring half term', from: '2027-02-15', to: '2027-02-19' },
  { name: 'Spring break', from: '2027-03-29', to: '2027-04-09' },
  { name: 'Summer half term', from: '2027-05-31', to: '2027-06-04' },
  { name: 'Summer holidays', from: '2027-07-23', to: '2027-09-03' },
  { name: 'Autumn half term', from: '2027-10-25', to: '2027-10-29' },
  { name: 'Winter break', from: '2027-12-20', to: '2027-12-31' },
];

/** Every day of the demo breaks, as school_holidays rows of one school. */
export function demoHolidays(organisationId: number) {
  return BREAKS.flatMap(({ name, from, to }) =>
    datesFrom(from, to).map((day) => ({ organisationId, day, name })),
  );
}
