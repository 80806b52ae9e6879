/** What the app uses of reports: the administrators' report. */
export { AdminReportPage } from './pages/admin-report-page';
