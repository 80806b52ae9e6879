import { describe, expect, it } from 'vitest';
import { type PushPlanInput, planPushes } from './plan-pushes.js';

const now = new Date('2026-03-02T12:00:00Z');
const base: PushPlanInput = {
  notifications: [],
  schools: [
    { id: 1, timeZone: 'Europe/London', pushOn: true },
    { id: 2, timeZone: 'Europe/London', pushOn: false },
  ],
  userTypes: [
    { id: 10, userType: 'S' },
    { id: 20, userType: 'T' },
  ],
  devices: [
    { id: 100, userId: 10 },
    { id: 101, userId: 10 },
    { id: 200, userId: 20 },
  ],
  earlierPushes: [],
  now,
};
const notice = (id: number, userId: number, organisationId = 1) => ({ id, userId, organisationId });
const pushed = (input: Partial<PushPlanInput>) =>
  planPushes({ ...base, ...input }).map((d) => `${d.notificationId}>${d.deviceId}`);

describe('planPushes', () => {
  it('makes one delivery per active device of the user', () => {
    expect(pushed({ notifications: [notice(1, 10)] })).toEqual(['1>100', '1>101']);
  });

  it('pushes nothing for a school with push off or a user without a device', () => {
    const noDevice = { ...base, devices: [] };
    expect(pushed({ notifications: [notice(1, 10, 2)] })).toEqual([]);
    expect(planPushes({ ...noDevice, notifications: [notice(1, 10)] })).toEqual([]);
  });

  it("counts a student's pushes of the day, earlier ones included, in the order taken", () => {
    const earlierPushes = [{ userId: 10, madeAt: new Date('2026-03-02T08:00:00Z') }];
    const notifications = [notice(1, 10), notice(2, 10), notice(3, 10)];
    expect(pushed({ notifications, earlierPushes })).toEqual(['1>100', '1>101', '2>100', '2>101']);
  });

  it('ignores pushes of the day before and never caps staff', () => {
    const earlierPushes = [1, 2, 3].map(() => ({
      userId: 10,
      madeAt: new Date('2026-03-01T23:59:00Z'),
    }));
    expect(pushed({ notifications: [notice(1, 10)], earlierPushes })).toHaveLength(2);
    const teacher = [1, 2, 3, 4, 5].map((id) => notice(id, 20));
    expect(pushed({ notifications: teacher })).toHaveLength(5);
  });
});
