import type { AppContext } from './app-context.js';
import { scheduleTimeNormsRefresh } from './modules/companion/index.js';
import { createMessageNotifier, MESSAGE_KINDS } from './modules/discussions/index.js';
import { startLrsForwarding, startWaitingEventsSweep } from './modules/learning-events/index.js';
import { scheduleLiveEventPurge } from './modules/live/index.js';
import {
  createEventNotifier,
  NOTIFYING_KINDS,
  scheduleDailyDigests,
  scheduleDueTomorrowNotifications,
} from './modules/notifications/index.js';
import { startPushQueue, type WebPush } from './modules/push/index.js';
import { scheduleReportRollupsRefresh } from './modules/reports/index.js';
import { createEventRewards, REWARDING_KINDS } from './modules/rewards/index.js';
import { createStreakDayObserver, STREAK_KINDS } from './modules/streaks/index.js';
import { scheduleRetentionPurge } from './modules/student-records/index.js';
import { scheduleUnattachedUploadSweep } from './modules/uploads/index.js';

/**
 * What recording a learning event also does, in the transaction of its fact. An answer saved, a
 * quest step, a lesson studied or a hand-in keeps the student's streak day (with its XP and
 * badges) before the event is stored; then a hand-in or a marking awards XP and badges, and
 * notifications tell whom the fact concerns. Observers run in the order listed, then consumers.
 */
export function registerConsumers(ctx: AppContext): void {
  const { db, live, clock, learningEvents, schoolCalendars: calendars } = ctx;
  const now = () => clock.now();
  learningEvents.addObserver(STREAK_KINDS, createStreakDayObserver({ db, live, calendars }));
  learningEvents.addConsumer(NOTIFYING_KINDS, createEventNotifier({ live, now }));
  learningEvents.addConsumer(MESSAGE_KINDS, createMessageNotifier({ live, now }));
  learningEvents.addConsumer(REWARDING_KINDS, createEventRewards({ db, live, calendars }));
}

/**
 * What runs in the background while the server runs. The queues that deliver (pushes, LRS
 * statements), the sweep of events left waiting for their consumers and the live events' purge
 * start once the server listens, so an app used in
 * process (tests, scripts) runs a queue of its own when it needs one; the sweep of unattached
 * uploads runs hourly in every app. The notifications', the companion's and the retention purge's
 * schedules are not started in tests, which run them when they need to.
 */
export function registerJobs(
  ctx: AppContext,
  options: { webPush: WebPush; pushCa?: Buffer | undefined },
): void {
  startPushQueue(ctx, options.webPush, { ca: options.pushCa });
  startLrsForwarding(ctx);
  startWaitingEventsSweep(ctx);
  scheduleLiveEventPurge(ctx);
  scheduleUnattachedUploadSweep(ctx);
  if (ctx.config.NODE_ENV === 'test') return;
  scheduleDueTomorrowNotifications(ctx);
  scheduleDailyDigests(ctx);
  scheduleTimeNormsRefresh(ctx);
  scheduleReportRollupsRefresh(ctx);
  scheduleRetentionPurge(ctx);
}
