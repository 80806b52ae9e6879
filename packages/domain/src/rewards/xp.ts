/**
 * XP amounts and the pure rule of what a hand-in or a marking earns. Every award names its
 * source by a key that is unique per student, so the ledger keeps only the first award of each
 * key: a retry, a reset, a re-submission or a second marking earns nothing again.
 */
export const XP_FIRST_SUBMISSION = 20;
export const XP_QUESTION_RIGHT = 5;
const XP_MARKED_WORK_MAX = 20;

export type XpSourceName = 'first_submission' | 'question_right' | 'marked_work' | 'streak_day';

export interface XpAwardDraft {
  source: XpSourceName;
  sourceKey: string;
  points: number;
}

/** Marked work earns XP by its share of the marks, at most 20; nothing for no marks to give. */
export function markedWorkXp(raw: number, max: number): number {
  if (!(max > 0) || !Number.isFinite(raw)) return 0;
  const points = Math.round((XP_MARKED_WORK_MAX * raw) / max);
  return Math.min(XP_MARKED_WORK_MAX, Math.max(0, points));
}

/** What is known of an attempt when it is handed in or marked. */
export interface XpAttemptFacts {
  activityId: number;
  activityType: 'quiz' | 'quest' | 'worksheet';
  /** Handed in (attempt_submitted) or marked with its score (work_marked). */
  moment: 'handed_in' | 'marked';
  /** Quiz questions at their scoring: right or wrong, each question once. */
  verdicts: readonly { activityDetailId: number; correct: boolean }[];
  /** The attempt's marks once it has a score; null while not marked. */
  marks: { raw: number; max: number } | null;
}

const submissionKey = (activityId: number) => `submission:${activityId}`;
const questionKey = (activityDetailId: number) => `question:${activityDetailId}`;
const marksKey = (activityId: number) => `marks:${activityId}`;

/**
 * The awards an attempt's facts claim. A hand-in claims its activity's first submission and,
 * for a quiz, each question (a wrong one with 0 points, so a right retry earns nothing); a
 * marking of quest or worksheet claims its marks. No key appears twice.
 */
export function attemptAwards(facts: XpAttemptFacts): XpAwardDraft[] {
  if (facts.moment === 'marked') {
    if (facts.activityType === 'quiz' || facts.marks === null) return [];
    return [
      {
        source: 'marked_work',
        sourceKey: marksKey(facts.activityId),
        points: markedWorkXp(facts.marks.raw, facts.marks.max),
      },
    ];
  }
  const awards: XpAwardDraft[] = [
    {
      source: 'first_submission',
      sourceKey: submissionKey(facts.activityId),
      points: XP_FIRST_SUBMISSION,
    },
  ];
  if (facts.activityType !== 'quiz') return awards;
  const seen = new Set<number>();
  for (const verdict of facts.verdicts) {
    if (seen.has(verdict.activityDetailId)) continue;
    seen.add(verdict.activityDetailId);
    awards.push({
      source: 'question_right',
      sourceKey: questionKey(verdict.activityDetailId),
      points: verdict.correct ? XP_QUESTION_RIGHT : 0,
    });
  }
  return awards;
}
