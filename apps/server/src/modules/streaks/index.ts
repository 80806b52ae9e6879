/** What the app and other modules use of streaks: the routes and the streaks of many students. */
export { streaksOf } from './streak-lengths.js';
export { registerStreaksRoutes } from './streaks.routes.js';
