import type { KitReader } from '../utils/kit-reader';

/**
 * Query keys of the kits feature. `withStatus` holds what shows a kit's assignment status (the
 * library and kit pages), which assigning or closing work makes stale; topics and materials do
 * not change with assignments for the teachers who make them.
 */
export const kitKeys = {
  all: ['kits'] as const,
  withStatus: () => [...kitKeys.all, 'with-status'] as const,
  kitList: (reader: KitReader, body: object) =>
    [...kitKeys.withStatus(), 'library', reader, body] as const,
  content: (reader: KitReader, kitToken: string) =>
    [...kitKeys.withStatus(), 'content', reader, kitToken] as const,
  materials: (activityToken: string) => [...kitKeys.all, 'materials', activityToken] as const,
  topics: () => [...kitKeys.all, 'topics'] as const,
  topicList: (reader: KitReader, body: object) =>
    [...kitKeys.topics(), 'list-view', reader, body] as const,
  topicFilters: (reader: KitReader) => [...kitKeys.topics(), 'filters', reader] as const,
  /** Every kit's progress list of the student, so a submission refreshes them all at once. */
  progressLists: () => [...kitKeys.all, 'progress'] as const,
  progress: (kitId: number) => [...kitKeys.progressLists(), kitId] as const,
};
