/** A discussion's own screen, and a teacher's list of a quest's discussions in a class. */
export const DISCUSSION_PATH = '/discussions/:discussionToken';
export const QUEST_DISCUSSIONS_PATH = '/discussions/quest/:activityId';

export const discussionPath = (token: string) => `/discussions/${encodeURIComponent(token)}`;

/** `/discussions/quest/12?class=4` */
export const questDiscussionsPath = (activityId: number, classId?: number | null) =>
  `/discussions/quest/${activityId}${classId ? `?class=${classId}` : ''}`;
