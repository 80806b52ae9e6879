/** Spec section 9: the answer event's fixed time spent. */
export const ANSWER_TIME_SPENT_MS = 3000;

/** Spec section 9: assessment time is sent in whole seconds, times 1000. */
export function assessmentTimeMs(timeSpentMs: number): number {
  return Math.floor(Math.max(0, timeSpentMs) / 1000) * 1000;
}
