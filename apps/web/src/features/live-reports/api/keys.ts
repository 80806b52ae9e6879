/** Query keys of the live reports: the open work, and each activity's details in a class. */
export const liveReportKeys = {
  all: ['live-reports'] as const,
  dashboard: () => [...liveReportKeys.all, 'dashboard'] as const,
  quiz: (classId: number, activityId: number) =>
    [...liveReportKeys.all, 'quiz', classId, activityId] as const,
  quest: (classId: number, activityId: number) =>
    [...liveReportKeys.all, 'quest', classId, activityId] as const,
};
