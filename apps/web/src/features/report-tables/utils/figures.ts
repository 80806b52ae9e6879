/** A count with what it is out of, as every figure in the reports carries one. */
export interface OutOf {
  count: number;
  out_of: number;
}

/** "12 of 28" */
export function outOfText({ count, out_of }: OutOf): string {
  return `${count} of ${out_of}`;
}

/** A mean of marked percentages, and how many marked hand-ins it is the mean of. */
export interface Average {
  percentage: number | null;
  out_of: number;
}

/** "72% of 14 marked"; "None marked" before anything is. */
export function averageText({ percentage, out_of }: Average): string {
  return percentage === null ? 'None marked' : `${percentage}% of ${out_of} marked`;
}
