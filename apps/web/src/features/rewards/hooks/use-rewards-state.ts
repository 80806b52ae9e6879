import { useMember } from '../api/get-member';

/** The browser's rewards state (spec §3/§4), derived from the XP call. */
export interface RewardsState {
  totalXpPoints: number;
  weekXpPoints: number;
  /** False until the XP call answers, either way. */
  isCallCompleted: boolean;
  isMember: boolean;
}

/**
 * The rewards state: nothing completed while the XP call is on its way; its answer sets the total
 * and membership; a failure counts as 0 XP and no membership, but the call is completed.
 */
export function useRewardsState(enabled = true): RewardsState {
  const member = useMember(enabled);
  if (member.isSuccess) {
    return {
      totalXpPoints: member.data.total_xp_points,
      weekXpPoints: member.data.week_xp_points,
      isCallCompleted: true,
      isMember: member.data.is_member,
    };
  }
  return {
    totalXpPoints: 0,
    weekXpPoints: 0,
    isCallCompleted: member.isError,
    isMember: false,
  };
}
