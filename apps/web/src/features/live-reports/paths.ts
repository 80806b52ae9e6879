/** The teachers' live reports: the open work across their classes, and one activity's details. */
export const LIVE_REPORT_PATHS = {
  dashboard: '/reports/live',
  quiz: '/reports/live/classes/:classId/quiz/:activityId',
  quest: '/reports/live/classes/:classId/quest/:activityId',
} as const;

/** The query parameter that turns a quiz's report into the projector view. */
export const PROJECTOR_PARAM = 'projector';

/** The open work across the teacher's classes, reached from the dashboard and the header. */
export function liveReportsPath(): string {
  return LIVE_REPORT_PATHS.dashboard;
}

/** One quiz's live report in one class: `/reports/live/classes/4/quiz/12`. */
export function liveQuizReportPath(
  classId: number,
  activityId: number,
  { projector = false } = {},
): string {
  const path = `/reports/live/classes/${classId}/quiz/${activityId}`;
  return projector ? `${path}?${PROJECTOR_PARAM}=1` : path;
}

/** One quest's steps in one class: `/reports/live/classes/4/quest/12`. */
export function liveQuestReportPath(classId: number, activityId: number): string {
  return `/reports/live/classes/${classId}/quest/${activityId}`;
}

/** The live report of an activity of any type; worksheets have none (null). */
export function liveActivityReportPath(
  classId: number,
  activityId: number,
  activityType: string,
): string | null {
  if (activityType === 'quiz') return liveQuizReportPath(classId, activityId);
  if (activityType === 'quest') return liveQuestReportPath(classId, activityId);
  return null;
}
