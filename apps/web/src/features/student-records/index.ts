/** What other features and the app may use of children's data: the user page's section, the pages. */
export { StudentDataSection } from './components/student-data-section';
export { CHILDRENS_DATA_PATH } from './paths';
export { studentRecordsRoutes } from './routes';
