/** What the app and other modules use of streaks: the routes, streaks of many students, holidays. */

export { addSchoolHolidays } from './school-holidays.js';
export {
  currentStreakOf,
  streakLengthsOf,
  streaksOf,
  streaksOn,
} from './streak-lengths.js';
export { registerStreaksRoutes } from './streaks.routes.js';
