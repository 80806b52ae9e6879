/**
 * Query keys of discussions. Everything sits under `all`, so a live notice about any discussion
 * refreshes what is shown of it; `thread` is one discussion by its address.
 */
export const discussionKeys = {
  all: ['discussions'] as const,
  threads: () => [...discussionKeys.all, 'thread'] as const,
  thread: (address: DiscussionAddressKey) => [...discussionKeys.threads(), address] as const,
  quest: (activityId: number, classId: number | null) =>
    [...discussionKeys.all, 'quest', activityId, classId] as const,
  analytics: (classId: number | null) => [...discussionKeys.all, 'analytics', classId] as const,
  reports: () => [...discussionKeys.all, 'reports'] as const,
};

/** A discussion's address as a key: its token, or the quest with its step or class. */
export type DiscussionAddressKey =
  | { discussion_token: string }
  | { activity_id: number; activity_detail_id: number }
  | { activity_id: number; class_id: number };
