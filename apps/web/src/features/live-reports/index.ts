/** What other features and the app may use of the live reports: where they open, and their pages. */
export {
  liveActivityReportPath,
  liveQuestReportPath,
  liveQuizReportPath,
  liveReportsPath,
} from './paths';
export { liveReportsRoutes } from './routes';
