/** Rewards: XP, badges and achievements; streaks and the class's weekly leaderboard. */
export * from './rewards/calls.js';
export * from './rewards/shapes.js';
export * from './rewards/streak.js';
