/** What the app and other features use of discussions. */
export { discussionKeys } from './api/keys';
export { AskTeacherPanel } from './components/ask-teacher-panel';
export { discussionsRoutes } from './routes';
