import { hasCompletedWork } from '@kitlab/domain';
import { groupedBy } from '../../lib/grouped.js';
import { coveredActivityIds, type KitFacts } from './kit-facts.cache.js';
import type { MemberSubmissions, SubmittedAttempt } from './submissions.repository.js';

/*
 * The completion rule and a student's score over facts read once per request: the same rules as
 * `completion.sql.ts` in SQL, which the lists no longer run once per row.
 */

/** A piece of work: a whole kit, or one activity of it. */
export interface Work {
  kitId: number;
  activityId: number | null;
}

/** Whether a student with these submitted activities has completed work covering `covered`. */
export function completesWork(covered: readonly number[], submitted: ReadonlySet<number>): boolean {
  return hasCompletedWork(covered.length, covered.filter((id) => submitted.has(id)).length);
}

/** The live activities each piece of work covers, looked up in the kits' facts. */
export function coveredBy(kits: ReadonlyMap<number, KitFacts>, work: Work): number[] {
  const kit = kits.get(work.kitId);
  return kit ? coveredActivityIds(kit, work.activityId) : [];
}

/** Every activity the works cover, once: what to ask the students' submissions about. */
export function activitiesCoveredBy(
  kits: ReadonlyMap<number, KitFacts>,
  works: readonly Work[],
): number[] {
  return [...new Set(works.flatMap((work) => coveredBy(kits, work)))];
}

/** A class's active students by class, each with the set of activities they handed in. */
export function membersByClass(members: readonly MemberSubmissions[]) {
  return groupedBy(
    members.map((m) => ({ ...m, submitted: new Set(m.submitted) })),
    (m) => m.classId,
  );
}

/** A student's own progress at work: covered and handed-in activities, and their score. */
export function studentProgress(covered: readonly number[], attempts: readonly SubmittedAttempt[]) {
  const coveredSet = new Set(covered);
  // The latest submitted attempt at each covered activity counts for the score.
  const latest = new Map<number, SubmittedAttempt>();
  for (const attempt of attempts) {
    if (!coveredSet.has(attempt.activityId)) continue;
    const shown = latest.get(attempt.activityId);
    if (!shown || isLater(attempt, shown)) latest.set(attempt.activityId, attempt);
  }
  const marked = [...latest.values()].filter(
    (a) => a.marksObtained !== null && a.totalMarks !== null && a.totalMarks > 0,
  );
  const sum = (pick: (a: SubmittedAttempt) => number | null) =>
    marked.reduce((total, a) => total + (pick(a) ?? 0), 0);
  return {
    coveredActivities: covered.length,
    submittedActivities: latest.size,
    marksObtained: marked.length ? sum((a) => a.marksObtained) : null,
    totalMarks: marked.length ? sum((a) => a.totalMarks) : null,
  };
}

/** Later submission first; an attempt without a time sorts as latest, as `desc` puts nulls first. */
function isLater(a: SubmittedAttempt, b: SubmittedAttempt): boolean {
  const at = (x: SubmittedAttempt) => x.submittedAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return at(a) > at(b) || (at(a) === at(b) && a.id > b.id);
}
