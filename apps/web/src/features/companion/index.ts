/**
 * What the app and other features may use of the learning companion: the shell's dock (the
 * widget and the enrollment), the learning events of kit pages, and the query keys a
 * submission refreshes.
 */
export { companionKeys } from './api/keys';
export { CompanionDock } from './components/companion-dock';
export { useContentStudy, useCoursePreview } from './hooks/use-learning-events';
