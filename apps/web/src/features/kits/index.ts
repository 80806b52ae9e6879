/** What other features and the app may use of the kit library. */
export { kitKeys } from './api/keys';
export { LessonBlocks } from './components/lessons/lesson-blocks';
export { kitsRoutes } from './routes';
