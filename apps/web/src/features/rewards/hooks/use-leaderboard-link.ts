import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/use-session';
import { rewardKeys } from '../api/keys';

/**
 * Whether the header offers the Leaderboard: a student sees it only when their class's board is
 * on (a class under 13 has it off unless the school turns it on). A teacher picks among classes on
 * the page itself, so always sees it; a board that could not be read keeps its link, so the page
 * can say why. The call loads with the question (the header's links are part of the first page's
 * script, the call's schemas are not); its answer is the leaderboard page's own.
 */
export function useLeaderboardLink(): boolean {
  const isStudent = useSession().session?.user_type === 'S';
  const ownBoard = useQuery({
    queryKey: rewardKeys.leaderboard(null, null),
    queryFn: ({ signal }) =>
      import('../api/get-streak-leaderboard').then((board) =>
        board.getStreakLeaderboard(null, null, signal),
      ),
    enabled: isStudent,
    staleTime: 5 * 60_000,
  });
  if (!isStudent || ownBoard.isError) return true;
  return ownBoard.data?.enabled === true;
}
