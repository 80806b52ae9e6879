import { useState } from 'react';
import { useLiveEvents } from '../../../live';

const isNewsOf = (data: unknown, activityId: number) =>
  typeof data === 'object' && data !== null && 'activity_id' in data
    ? data.activity_id === activityId
    : false;

/**
 * Whether a teacher has just marked or returned this work (the live `work.changed`, or a
 * `resync` after missed events) and the attempt has not been read again since: until then what
 * the screen shows of it may be stale, such as rewards of a hand-in the teacher has handed back.
 * `readAt` is when the attempt was last read (the query's `dataUpdatedAt`).
 */
export function useWorkRecheck(activityId: number, readAt: number): boolean {
  const [announcedAt, setAnnouncedAt] = useState<number | null>(null);
  useLiveEvents(['work.changed', 'resync'], (data, type) => {
    if (type === 'resync' || isNewsOf(data, activityId)) setAnnouncedAt(Date.now());
  });
  return announcedAt !== null && readAt < announcedAt;
}
