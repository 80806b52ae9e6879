import type { kits } from '@kitlab/contract';

export type ActivityType = (typeof kits.ACTIVITY_TYPES)[number];

/**
 * The player's addresses: /quiz and /quest are named routes of spec section 2 (the companion
 * widget shows on them); worksheets follow the same shape. The assignment and kit are optional
 * context: the server finds the student's assignment itself, and the kit gives a way back.
 */
export const PLAYER_PATHS: Record<ActivityType, string> = {
  quiz: '/quiz/:activityId',
  quest: '/quest/:activityId',
  worksheet: '/worksheet/:activityId',
};

/** A teacher's view of one activity's submissions in a class, and of one student's attempt. */
export const SUBMISSIONS_PATH = '/submissions/:kitToken/:activityId';
export const RESPONSE_PATH = `${SUBMISSIONS_PATH}/:answerHeaderId`;

export interface PlayerLink {
  activityType: ActivityType;
  activityId: number;
  assignmentId?: number | null;
  kitToken?: string | null;
}

function withSearch(path: string, params: Record<string, string | number | null | undefined>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Where a student opens an activity: `/quiz/12?assignment=3&kit=…`. */
export function playerPath({ activityType, activityId, assignmentId, kitToken }: PlayerLink) {
  return withSearch(`/${activityType}/${activityId}`, {
    assignment: assignmentId,
    kit: kitToken,
  });
}

export interface SubmissionsLink {
  kitToken: string;
  activityId: number;
  classId?: number | null;
}

/** Where a teacher sees every student's work at an activity: `/submissions/<kit>/12?class=4`. */
export function submissionsPath({ kitToken, activityId, classId }: SubmissionsLink) {
  return withSearch(`/submissions/${encodeURIComponent(kitToken)}/${activityId}`, {
    class: classId,
  });
}

/** One student's attempt, opened from the submissions table. */
export function responsePath(link: SubmissionsLink & { answerHeaderId: number }) {
  const { kitToken, activityId, classId, answerHeaderId } = link;
  return withSearch(
    `/submissions/${encodeURIComponent(kitToken)}/${activityId}/${answerHeaderId}`,
    { class: classId },
  );
}
