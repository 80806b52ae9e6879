/** What other features and the app may use of activities: where to open them. */
export { StartActivityButton } from './components/links/start-activity-button';
export { SubmissionsButton } from './components/links/submissions-button';
export type { ActivityType, PlayerLink, SubmissionsLink } from './paths';
export { playerPath, responsePath, submissionsPath } from './paths';
