/**
 * The tab's live stream: a provider for the signed-in shell and hooks to hear its events; report
 * screens watch their classes' work with `useClassWorkInvalidation`.
 */

export { LiveProvider, useLiveEvent, useLiveEvents, useWatchedClasses } from './live-provider';
export {
  CLASS_WORK_REFETCH_MS,
  useClassWorkInvalidation,
} from './use-class-work-invalidation';
export { useLiveInvalidation } from './use-live-invalidation';
