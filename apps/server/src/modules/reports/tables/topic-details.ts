import type { reports } from '@kitlab/contract';
import {
  type AttemptFigures,
  addTally,
  averageScoreOf,
  count,
  emptyTally,
  progressCodeOf,
} from './report-figures.js';
import type { ReportActivity } from './report-scope.js';

export interface TopicDetailsInput {
  studentIds: readonly number[];
  activities: readonly ReportActivity[];
  /** The shown attempt of each student at each activity, by `studentId:activityId`. */
  attempts: ReadonlyMap<string, AttemptFigures>;
}

export const attemptKey = (studentId: number, activityId: number) => `${studentId}:${activityId}`;

/** One activity's figures over the students. */
function activityFigures(input: TopicDetailsInput, activity: ReportActivity) {
  const shown = input.studentIds.map((s) => input.attempts.get(attemptKey(s, activity.id)));
  const progress = emptyTally();
  for (const attempt of shown) count(progress, progressCodeOf(attempt, activity.closed));
  return {
    activity_id: activity.id,
    title: activity.title,
    activity_type: activity.activityType,
    handed_in: {
      count: shown.filter((a) => a?.status === 'S').length,
      out_of: input.studentIds.length,
    },
    average_score: averageScoreOf(shown),
    progress,
    shown,
  };
}

/**
 * Progress per topic of the kits the class's work covers: topics in the order their kits' work
 * is listed (soonest due first), then in kit order; within a topic, the covered activities in kit
 * order. Each figure is out of the students (or the activities times the students).
 */
export function buildTopicDetails(input: TopicDetailsInput): reports.TopicProgress[] {
  const topics = new Map<string, { order: number; activities: ReportActivity[] }>();
  for (const activity of input.activities) {
    const topicId = activity.report.topicOfActivity[activity.id];
    if (topicId === undefined) continue;
    const key = `${activity.kitId}:${topicId}`;
    const topic = topics.get(key) ?? { order: topics.size, activities: [] };
    topic.activities.push(activity);
    topics.set(key, topic);
  }
  const kitOrder = new Map<number, number>();
  for (const activity of input.activities) {
    if (!kitOrder.has(activity.kitId)) kitOrder.set(activity.kitId, kitOrder.size);
  }
  const built = [...topics.values()].map(({ activities }) => {
    const first = activities[0] as ReportActivity;
    const topicId = first.report.topicOfActivity[first.id] as number;
    const topic = first.report.topics.find((t) => t.id === topicId);
    const figures = [...activities]
      .sort((a, b) => a.position - b.position)
      .map((activity) => activityFigures(input, activity));
    const progress = emptyTally();
    for (const f of figures) addTally(progress, f.progress);
    const finished = input.studentIds.filter((_, index) =>
      figures.every((f) => f.shown[index]?.status === 'S'),
    ).length;
    return {
      sortKey: [kitOrder.get(first.kitId) ?? 0, topic?.position ?? 0] as const,
      topic: {
        topic_id: topicId,
        title: topic?.title ?? '',
        kit_id: first.kitId,
        kit_token: first.kitToken,
        kit_title: first.kitTitle,
        activities_assigned: figures.length,
        handed_in: {
          count: figures.reduce((sum, f) => sum + f.handed_in.count, 0),
          out_of: figures.length * input.studentIds.length,
        },
        students_finished: { count: finished, out_of: input.studentIds.length },
        average_score: averageScoreOf(figures.flatMap((f) => f.shown)),
        progress,
        activities: figures.map(({ shown: _shown, ...figure }) => figure),
      },
    };
  });
  return built
    .sort((a, b) => a.sortKey[0] - b.sortKey[0] || a.sortKey[1] - b.sortKey[1])
    .map((b) => b.topic);
}
