import { schoolDate } from '@kitlab/domain';
import type { Clock } from '../../../lib/clock.js';
import { notFound } from '../../../lib/errors.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { canReviewClass } from '../../activities/index.js';
import { coveredActivities, type KitFacts, type KitFactsCache } from '../../assignments/index.js';
import type { ClassSubject } from '../../classes/index.js';
import type { ReportKit, ReportKitCache } from './report-kit.cache.js';
import type { ReportScene, ReportTablesRepository, ReportWork } from './tables.repository.js';

/** An activity the class's work covers, with its kit's facts, in the order the work lists them. */
export interface ReportActivity {
  id: number;
  title: string;
  activityType: 'quiz' | 'quest' | 'worksheet';
  position: number;
  kitId: number;
  kitToken: string;
  kitTitle: string;
  report: ReportKit;
  /** No covering work is open: each is completed by the teacher or past its due date. */
  closed: boolean;
}

const isOpen = (work: ReportWork, today: string) =>
  work.state === 'active' && work.dueDate >= today;

/**
 * The activities the work covers, once each, soonest due first then in kit order: an activity
 * covered by several pieces of work is closed only when all of them are.
 */
function activitiesOf(
  work: readonly ReportWork[],
  kits: Map<number, KitFacts>,
  reports: Map<number, ReportKit>,
  today: string,
): ReportActivity[] {
  const byId = new Map<number, ReportActivity>();
  for (const piece of work) {
    const kit = kits.get(piece.kitId);
    const report = reports.get(piece.kitId);
    if (!kit || !report) continue;
    for (const activity of coveredActivities(kit, piece.activityId)) {
      const known = byId.get(activity.id);
      if (known) {
        known.closed &&= !isOpen(piece, today);
        continue;
      }
      byId.set(activity.id, {
        id: activity.id,
        title: activity.title,
        activityType: activity.activityType,
        position: activity.position,
        kitId: kit.id,
        kitToken: kit.token,
        kitTitle: kit.title,
        report,
        closed: !isOpen(piece, today),
      });
    }
  }
  return [...byId.values()];
}

/** The class when the teacher may read its reports (they teach it, in any subject), else 404. */
export function classOfTeacher<
  C extends { id: number; organisationId: number; teaching: readonly ClassSubject[] },
>(user: AuthUser, found: C | null): C {
  if (
    !found ||
    !canReviewClass({ kind: 'teacher', userId: user.id, teaching: found.teaching }, found)
  ) {
    throw notFound('No such class.');
  }
  return found;
}

export interface ScopeRequest {
  classId: number;
  studentId?: number | undefined;
  withAttempts: boolean;
  /**
   * The attempts' answers too (the table): of this activity's attempts only when given, and of
   * the students at these places by name only when given.
   */
  withAnswers?:
    | {
        activityId: number | undefined;
        places: { from: number; to: number; descending: boolean } | null;
      }
    | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** The weekly progress's facts too, in this range of school dates. */
  weeks?: { from: string; to: string } | undefined;
}

/**
 * A report's class as the teacher may see it: 404 unless they teach the class (any subject; its
 * work only in the subjects they teach it, decision 0039), and 404 for a student who is not one
 * of its active students. One statement, then kits' facts from the caches.
 */
export function createReportScope(deps: {
  repo: ReportTablesRepository;
  kitFacts: KitFactsCache;
  reportKits: ReportKitCache;
  clock: Clock;
}) {
  return async function scopeOf(user: AuthUser, request: ScopeRequest) {
    const found = await deps.repo.scene({
      classId: request.classId,
      teacherId: user.id,
      studentId: request.studentId ?? null,
      withAttempts: request.withAttempts,
      withAnswers: request.withAnswers !== undefined,
      answersOfActivity: request.withAnswers?.activityId ?? null,
      answersOfPlaces: request.withAnswers?.places ?? null,
      from: request.from ?? null,
      to: request.to ?? null,
      weeks: request.weeks ?? null,
    });
    const scene = classOfTeacher(user, found);
    if (request.studentId !== undefined && scene.students.length === 0) {
      throw notFound('No such student in this class.');
    }
    const versions = scene.work.map((w) => ({ kitId: w.kitId, version: w.kitVersion }));
    const [kits, reports] = await Promise.all([
      deps.kitFacts.of(versions),
      deps.reportKits.of(versions),
    ]);
    const today = schoolDate(deps.clock.now(), scene.timeZone);
    return { scene, today, activities: activitiesOf(scene.work, kits, reports, today) };
  };
}

export type ReportScopeOf = ReturnType<typeof createReportScope>;
export type ReportScope = Awaited<ReturnType<ReportScopeOf>>;
export type { ReportScene };
