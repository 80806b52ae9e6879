/** The rewards pages: the student's own, a badge's, the leaderboard and a class's counts. */
export const REWARDS_PATH = '/rewards';
export const BADGE_PATH = '/rewards/badges/:code';
export const LEADERBOARD_PATH = '/leaderboard';
export const CLASS_REWARDS_PATH = '/classes/:classId/rewards';

export function badgePath(code: string, classId?: number | null): string {
  return `/rewards/badges/${code}${classId ? `?class_id=${classId}` : ''}`;
}

export function classRewardsPath(classId: number): string {
  return `/classes/${classId}/rewards`;
}

export function leaderboardPath(classId?: number | null): string {
  return classId ? `${LEADERBOARD_PATH}?class_id=${classId}` : LEADERBOARD_PATH;
}
