import { schoolDate, weekStartOf } from '@kitlab/domain';

/**
 * The sizes of a generated district, all following from the number of students: classes of 25,
 * about 100 classes to a school (at most 40 schools), and in each school a teacher for each
 * subject of about 1.7 classes (so some teach one class of a subject, most teach two).
 */
export const CLASS_SIZE = 25;
export const CLASSES_PER_SCHOOL = 100;
export const MAX_SCHOOLS = 40;
/** Teachers of a subject in a school, per class of the school. */
export const TEACHERS_PER_CLASS = 0.6;
/** The school year's weeks of quizzes, from the week of 1 September. */
export const SCHOOL_WEEKS = 36;
/** Each class gets one quiz a week, its subjects in turn. */
export const QUIZZES_PER_CLASS_PER_WEEK = 1;
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
 * and the Monday of the first week of the school year (the week of 1 September on or before
 * today, where the reports' school year starts).
 */
export function calendarOf(plan: DistrictPlan) {
  const today = schoolDate(plan.now, DISTRICT_TIME_ZONE);
  const [year = 0, month = 0] = today.split('-').map(Number);
  const startYear = month >= 9 ? year : year - 1;
  return {
    today,
    thisMonday: weekStartOf(today),
    firstMonday: weekStartOf(`${startYear}-09-01`),
  };
}
