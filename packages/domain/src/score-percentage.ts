/**
 * Spec section 5: "Score percentage is marksObtained divided by totalMarks, times 100." The
 * specification gives no rounding; scores show one decimal, as the other percentages do.
 */
export const SCORE_PERCENTAGE_DECIMALS = 1;

/** The score result of spec section 3 (marksObtained, totalMarks) with its percentage. */
export interface Score {
  marksObtained: number;
  totalMarks: number;
  /** Null when there are no marks to score (a quest, an empty activity). */
  percentage: number | null;
}

/**
 * marksObtained / totalMarks x 100, rounded half up to one decimal, within 0 to 100. Null when
 * totalMarks is 0: neither 0 % nor 100 % would be true of work that carries no marks.
 */
export function scorePercentage(marksObtained: number, totalMarks: number): number | null {
  if (!Number.isFinite(marksObtained) || !Number.isFinite(totalMarks) || totalMarks < 0) {
    throw new RangeError(`Cannot score ${marksObtained} of ${totalMarks} marks`);
  }
  if (totalMarks === 0) return null;
  const obtained = Math.min(Math.max(marksObtained, 0), totalMarks);
  const scale = 10 ** SCORE_PERCENTAGE_DECIMALS;
  // Multiply before dividing: (201 / 400) * 1000 is 502.49999..., 201 * 1000 / 400 is 502.5.
  return Math.round((obtained * 100 * scale) / totalMarks) / scale;
}

/** A score from its marks. */
export function scoreOf(marksObtained: number, totalMarks: number): Score {
  return { marksObtained, totalMarks, percentage: scorePercentage(marksObtained, totalMarks) };
}

/**
 * The mean of several scores' percentages, rounded as a score is (one decimal); null for none.
 * A class's or a week's average score: each attempt weighs the same, whatever its marks.
 */
export function meanPercentage(percentages: readonly number[]): number | null {
  if (percentages.length === 0) return null;
  const scale = 10 ** SCORE_PERCENTAGE_DECIMALS;
  const mean = percentages.reduce((sum, p) => sum + p, 0) / percentages.length;
  return Math.round(mean * scale) / scale;
}
