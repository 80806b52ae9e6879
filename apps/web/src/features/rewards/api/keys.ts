/**
 * Query keys of rewards. The live stream refreshes `all` on 'rewards.changed', so the header
 * chip, the rewards page, badges, the leaderboard and the teacher's counts follow together.
 */
export const rewardKeys = {
  all: ['rewards'] as const,
  member: () => [...rewardKeys.all, 'member'] as const,
  streak: () => [...rewardKeys.all, 'streak'] as const,
  achievements: () => [...rewardKeys.all, 'achievements'] as const,
  badge: (code: string, classId: number | null) =>
    [...rewardKeys.all, 'badge', code, classId] as const,
  /** Every class's leaderboard, of every week. */
  leaderboards: () => [...rewardKeys.all, 'leaderboard'] as const,
  leaderboard: (classId: number | null, weekStart: string | null) =>
    [...rewardKeys.leaderboards(), classId, weekStart] as const,
  counts: (classId: number) => [...rewardKeys.all, 'counts', classId] as const,
  /** What each handed-in attempt earned. */
  attempts: () => [...rewardKeys.all, 'attempt'] as const,
  attempt: (kind: 'quiz' | 'quest', answerHeaderId: number) =>
    [...rewardKeys.attempts(), kind, answerHeaderId] as const,
};
