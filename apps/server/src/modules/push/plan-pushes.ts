import { push, type UserType } from '@kitlab/contract';
import { mayPushNow } from '@kitlab/domain';
import { groupedBy } from '../../lib/grouped.js';
import { isPushCapped } from './push.policy.js';

export interface PushPlanInput {
  /** The notifications taken, oldest due first. */
  notifications: { id: number; userId: number; organisationId: number }[];
  schools: { id: number; timeZone: string; pushOn: boolean }[];
  userTypes: { id: number; userType: UserType }[];
  devices: { id: number; userId: number }[];
  /** When each user's recent earlier pushes were made. */
  earlierPushes: { userId: number; madeAt: Date }[];
  now: Date;
}

export interface PlannedDelivery {
  deviceId: number;
  notificationId: number;
  userId: number;
}

/**
 * Which taken notifications are pushed, to which devices. One is only left in the notification
 * centre when its school has Push Notifications off, its user has no active device, or the user
 * is a student who already had the day's pushes. Notifications are weighed in order, so a
 * student's first ones of the day go out and the later ones stay behind.
 */
export function planPushes(input: PushPlanInput): PlannedDelivery[] {
  const schools = new Map(input.schools.map((school) => [school.id, school]));
  const userTypes = new Map(input.userTypes.map((user) => [user.id, user.userType]));
  const devices = groupedBy(input.devices, (device) => device.userId);
  const pushedAt = groupedBy(input.earlierPushes, (push) => push.userId);
  const earlier = new Map(
    [...pushedAt].map(([userId, rows]) => [userId, rows.map((r) => r.madeAt)]),
  );

  const planned: PlannedDelivery[] = [];
  for (const notification of input.notifications) {
    const school = schools.get(notification.organisationId);
    const userDevices = devices.get(notification.userId) ?? [];
    const userType = userTypes.get(notification.userId);
    if (!school?.pushOn || userDevices.length === 0 || !userType) continue;
    const earlierPushes = earlier.get(notification.userId) ?? [];
    const allowed = mayPushNow({
      capped: isPushCapped(userType),
      earlierPushes,
      now: input.now,
      timeZone: school.timeZone,
      limit: push.PUSH_STUDENT_DAILY_LIMIT,
    });
    if (!allowed) continue;
    earlier.set(notification.userId, [...earlierPushes, input.now]);
    for (const device of userDevices) {
      planned.push({ deviceId: device.id, notificationId: notification.id, userId: device.userId });
    }
  }
  return planned;
}
