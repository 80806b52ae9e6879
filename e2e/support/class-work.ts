import { assignments, type Caller, kits, notifications } from '@kitlab/contract';
import type { APIRequestContext } from '@playwright/test';
import type { DemoAccount } from './accounts';
import { cancelAssignment } from './activities';
import { signedInApi } from './api';
import { daysFromToday, undoAfterJourney } from './journey';
import { kitTokenOf } from './kits';

/**
 * Cancels every piece of work one of the teacher's classes still has, so a journey that owns
 * that class starts from nothing whatever an earlier run left; with `readNotices`, the teacher's
 * notifications are marked read too, so those the journey counts are its own. Answers the
 * teacher, signed in through the API, and the class id.
 */
export async function clearClassWork(
  request: APIRequestContext,
  email: string,
  className: string,
  { readNotices = false } = {},
): Promise<{ api: Caller; classId: number }> {
  const api = await signedInApi(request, email);
  const { results } = await api.call(kits.listTeacherClasses);
  const found = results.find((c) => c.class_name === className);
  if (!found) throw new Error(`${email} does not teach ${className}`);
  const { results: given } = await api.call(assignments.listClassAssignments, {
    query: { class_id: found.class_id },
  });
  for (const one of given.filter((w) => w.state !== 'cancelled')) {
    await cancelAssignment(api, one.assignment_id);
  }
  if (readNotices) await api.call(notifications.markAllNotificationsRead, { body: {} });
  return { api, classId: found.class_id };
}

/**
 * Gives the teacher's class (as `clearClassWork` answers it) the kit's activities of these titles,
 * each as its own assignment due in `dueInDays`, and cancels each when the journey ends. Answers
 * the kit's token and the activities' ids, in the order of `titles`.
 */
export async function giveKitActivities<const T extends readonly string[]>(
  request: APIRequestContext,
  teacher: DemoAccount,
  { api, classId }: { api: Caller; classId: number },
  kitTitle: string,
  titles: T,
  dueInDays = 7,
): Promise<{ kitToken: string; activityIds: { [K in keyof T]: number } }> {
  const kitToken = await kitTokenOf(request, teacher, kitTitle);
  const { kit, activities } = await api.call(kits.getTeacherKitTopic, {
    query: { kit_token: kitToken },
  });
  const activityIds: number[] = [];
  for (const title of titles) {
    const activity = activities.find((a) => a.title === title);
    if (!activity || !kit[0]) throw new Error(`${kitTitle} has no ${title}`);
    const { results } = await api.call(assignments.createAssignments, {
      body: {
        kit_id: kit[0].kit_id,
        activity_id: activity.activity_id,
        class_ids: [classId],
        due_date: daysFromToday(dueInDays),
      },
    });
    const assignmentId = results[0]?.assignment_id ?? 0;
    undoAfterJourney(() => cancelAssignment(api, assignmentId));
    activityIds.push(activity.activity_id);
  }
  return { kitToken, activityIds: activityIds as { [K in keyof T]: number } };
}
