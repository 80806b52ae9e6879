import { matchQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { rewardKeys } from '../api/keys';

/**
 * Handed-in work changed the student's XP, badges and streak: once what it earned has arrived,
 * the header's chip and the rewards pages refetch theirs. The live stream says so too, but only
 * to a stream already open when the hand-in was made, and a page opened straight at the work
 * may hand it in before its stream opens. It happens once: when the stream later refetches every
 * rewards query, the earned answer among them, the others are refetched already. The earned
 * answer itself is left alone, having just arrived.
 */
export function useRefreshAfterHandIn(earnedArrived: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!earnedArrived) return;
    void queryClient.invalidateQueries({
      queryKey: rewardKeys.all,
      predicate: (query) => !matchQuery({ queryKey: rewardKeys.attempts() }, query),
    });
  }, [queryClient, earnedArrived]);
}
