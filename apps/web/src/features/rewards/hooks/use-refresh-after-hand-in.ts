import { matchQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { rewardKeys } from '../api/keys';

/**
 * Handed-in work changed the student's XP, badges and streak: once what it earned has arrived,
 * the header's chip and the rewards pages refetch theirs. The live stream says so too, but only
 * to a stream already open when the hand-in was made, and a page opened straight at the work
 * may hand it in before its stream opens. The earned answer itself is left alone (`earnedAt`
 * changes with each of its answers, so refetching it would never end).
 */
export function useRefreshAfterHandIn(earnedAt: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (earnedAt === 0) return;
    void queryClient.invalidateQueries({
      queryKey: rewardKeys.all,
      predicate: (query) => !matchQuery({ queryKey: rewardKeys.attempts() }, query),
    });
  }, [queryClient, earnedAt]);
}
