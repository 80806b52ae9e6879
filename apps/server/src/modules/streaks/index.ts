/**
 * What the app and other modules use of streaks: the routes, the observer keeping streak days
 * from learning work (which the app's wiring registers) and the streaks of many students.
 */
export { createStreakDayObserver, STREAK_KINDS } from './streak-day.observer.js';
export { streaksOf } from './streak-summaries.js';
export { registerStreaksRoutes } from './streaks.routes.js';
export { eraseStreaksStudentData, exportStreaksStudentData } from './student-data.js';
