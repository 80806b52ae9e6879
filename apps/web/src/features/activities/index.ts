/** What other features and the app may use of activities: where to open them. */
export { activityKeys } from './api/keys';
export type { ActivityType, PlayerLink, SubmissionsLink } from './paths';
export { PLAYER_PATHS, playerPath, responsePath, SUBMISSIONS_PATH, submissionsPath } from './paths';
