import { schoolDate, weekStartOf } from '@kitlab/domain';
import { schoolYearStart } from '../../apps/server/src/modules/reports/index.js';

/**
 * The sizes of a generated district, all following from the number of students: classes of 25,
 * about 100 classes to a school (at most 40 schools), and in each school a teacher for each
 * subject of about 1.7 classes (so some teach one class of a subject, most teach two).
 */
export const CLASS_SIZE = 25;
const CLASSES_PER_SCHOOL = 100;
const MAX_SCHOOLS = 40;
/** Teachers of a subject in a school, per class of the school. */
export const TEACHERS_PER_CLASS = 0.6;
/** The school year's weeks of quizzes, one a week for each class, from the year's first week. */
export const SCHOOL_WEEKS = 36;
export const QUESTIONS_PER_QUIZ = 10;
/** Grades of the platform's reference data (db/seed), each with a kit per subject. */
export const GRADE_NUMBERS = [6, 7, 8] as const;
export const DISTRICT_TIME_ZONE = 'America/New_York';
export const DISTRICT_DOMAIN = 'district.kitlab.test';

export interface DistrictPlan {
  students: number;
  seed: number;
  classes: number;
  schools: number;
  /** The instant the district's history runs up to: no work is later than it. */
  now: Date;
}

export function planDistrict(students: number, seed: number, now: Date): DistrictPlan {
  if (!Number.isInteger(students) || students < CLASS_SIZE) {
    throw new Error(`--students must be a whole number of at least ${CLASS_SIZE}`);
  }
  const classes = Math.ceil(students / CLASS_SIZE);
  const schools = Math.min(MAX_SCHOOLS, Math.max(1, Math.round(classes / CLASSES_PER_SCHOOL)));
  return { students, seed, classes, schools, now };
}

/**
 * The district's calendar at the plan's `now`: today in its time zone, the Monday of this week,
 * and the Monday of the school year's first week, as the reports count the year.
 */
export function calendarOf(plan: DistrictPlan) {
  const today = schoolDate(plan.now, DISTRICT_TIME_ZONE);
  return {
    today,
    thisMonday: weekStartOf(today),
    firstMonday: weekStartOf(schoolYearStart(today)),
  };
}
