/** The tab's live stream: a provider for the signed-in shell and hooks to hear its events. */

export { LiveProvider, useLiveEvent, useLiveEvents } from './live-provider';
export { useLiveInvalidation } from './use-live-invalidation';
