/** Who sees whom on a leaderboard, in what order, and when it is off. */

/** The highest grade whose students count as under 13. */
const UNDER_13_TOP_GRADE = 7;

/** The feature that lets a school show leaderboards to its classes under 13. */
export const UNDER_13_FEATURE = 'Leaderboard for under 13s';

export const UNDER_13_REASON =
  'The leaderboard is off for classes under 13. Your school can turn it on.';

/**
 * Why a class's leaderboard is off, or null when it is on. A class whose grade is unknown
 * counts as under 13: a leaderboard is only shown when it is sure to be allowed.
 */
export function leaderboardOffReason(grade: number | null, under13Allowed: boolean): string | null {
  const under13 = grade === null || grade <= UNDER_13_TOP_GRADE;
  return under13 && !under13Allowed ? UNDER_13_REASON : null;
}

export interface LeaderboardRow {
  id: number;
  firstName: string;
  lastName: string;
  weekPoints: number;
  shown: boolean;
}

export type RankedRow<T extends LeaderboardRow = LeaderboardRow> = T & { rank: number };

/**
 * The rows the viewer sees, ranked by the week's XP (equal XP, equal rank) then by name.
 * Students who hide themselves are left out for classmates; teachers see everyone. The viewer's
 * own row is ranked among those they see, and answered apart (also when hidden).
 */
export function rankLeaderboard<T extends LeaderboardRow>(
  rows: readonly T[],
  viewer: { id: number; teacher: boolean },
): { entries: RankedRow<T>[]; you: RankedRow<T> | null } {
  const seen = rows
    .filter((row) => viewer.teacher || row.shown || row.id === viewer.id)
    .sort(
      (a, b) =>
        b.weekPoints - a.weekPoints ||
        a.firstName.localeCompare(b.firstName) ||
        a.lastName.localeCompare(b.lastName) ||
        a.id - b.id,
    );
  const ranked: RankedRow<T>[] = [];
  for (const [index, row] of seen.entries()) {
    const before = ranked[index - 1];
    const rank = before && before.weekPoints === row.weekPoints ? before.rank : index + 1;
    ranked.push({ ...row, rank });
  }
  const you = viewer.teacher ? null : (ranked.find((row) => row.id === viewer.id) ?? null);
  return {
    entries: ranked.filter((row) => viewer.teacher || row.shown),
    you,
  };
}
