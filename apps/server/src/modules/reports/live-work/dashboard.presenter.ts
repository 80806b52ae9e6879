import type { reports } from '@kitlab/contract';
import { meanPercentage } from '@kitlab/domain';
import { coveredActivities, type KitFacts } from '../../assignments/index.js';
import type { DashboardClass, OpenWork } from './dashboard.repository.js';
import type { ShownAttemptRow } from './shown-attempts.sql.js';
import { lastProgressAt, reportStudentOf, scoreOfShown, stuckOf } from './student-work.js';

/** An entry with its activity's place in its kit, to sort by. */
interface Placed {
  entry: reports.LiveWorkEntry;
  position: number;
}

/** The mean percentage of the marked hand-ins, rounded as scores are, with how many they are. */
export function averageOf(percentages: readonly number[]): reports.LiveWorkEntry['average_score'] {
  return { percentage: meanPercentage(percentages), marked: percentages.length };
}

const isoOf = (ms: number) => new Date(ms).toISOString();

/** The latest start, answer or hand-in among the attempts; null for none. */
function lastActivityOf(attempts: readonly ShownAttemptRow[]): string | null {
  const times = attempts.map((a) => Math.max(a.startedAt, a.lastAnswerAt ?? 0, a.submittedAt ?? 0));
  return times.length === 0 ? null : isoOf(Math.max(...times));
}

/** One activity of one piece of open work in one class. */
function entryOf(
  schoolClass: DashboardClass,
  work: OpenWork,
  kit: KitFacts,
  activity: KitFacts['activities'][number],
  now: number,
): reports.LiveWorkEntry {
  // In the class's order of names: the statement reads attempts by student id.
  const byStudent = new Map(
    schoolClass.attempts.filter((a) => a.activityId === activity.id).map((a) => [a.studentId, a]),
  );
  const attempts = schoolClass.students.flatMap((student) => {
    const attempt = byStudent.get(student.id);
    return attempt ? [{ student: reportStudentOf(student), attempt }] : [];
  });
  const handedIn = attempts.filter((a) => a.attempt.status === 'S');
  const percentages = handedIn.flatMap((a) => {
    const percentage = scoreOfShown(a.attempt)?.percentage;
    return percentage === null || percentage === undefined ? [] : [percentage];
  });
  return {
    assignment_id: work.assignmentId,
    assignment_state: work.state,
    due_date: work.dueDate,
    class_id: schoolClass.id,
    class_name: schoolClass.name,
    activity_id: activity.id,
    activity_title: activity.title,
    activity_type: activity.activityType,
    kit_token: kit.token,
    kit_title: kit.title,
    out_of: schoolClass.students.length,
    started: attempts.map((a) => a.student),
    handed_in: handedIn.map((a) => a.student),
    average_score: averageOf(percentages),
    stuck: attempts.flatMap(({ student, attempt }) => {
      const reason = stuckOf(attempt, now);
      const since = isoOf(lastProgressAt(attempt));
      return reason ? [{ ...student, reason, last_progress_at: since }] : [];
    }),
    last_activity_at: lastActivityOf(attempts.map((a) => a.attempt)),
  };
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The teacher's open work: one entry per activity of each live assignment (a whole kit gives one
 * per activity of it), soonest due first, then by class and the activity's place in its kit.
 */
export function presentDashboard(
  classes: readonly DashboardClass[],
  kits: ReadonlyMap<number, KitFacts>,
  now: number,
): reports.LiveDashboard {
  const entries = classes.flatMap((schoolClass) =>
    schoolClass.work.flatMap((work) => {
      const kit = kits.get(work.kitId);
      if (!kit) return [];
      return coveredActivities(kit, work.activityId).map(
        (activity): Placed => ({
          entry: entryOf(schoolClass, work, kit, activity, now),
          position: activity.position,
        }),
      );
    }),
  );
  entries.sort(
    ({ entry: a, position: p }, { entry: b, position: q }) =>
      a.due_date.localeCompare(b.due_date) ||
      byName.compare(a.class_name, b.class_name) ||
      a.class_id - b.class_id ||
      a.assignment_id - b.assignment_id ||
      p - q,
  );
  return { now: isoOf(now), entries: entries.map((placed) => placed.entry) };
}
