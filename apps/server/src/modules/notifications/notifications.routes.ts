import { notifications } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { createAnnouncementsService } from './announcements.service.js';
import { createEventNotifier, NOTIFYING_KINDS } from './event-notifications.js';
import { scheduleNotificationJobs } from './jobs.js';
import { createNotificationsService } from './notifications.service.js';
import { createSettingsService } from './settings.service.js';

/**
 * The notification centre, the user's notification settings and teachers' announcements; and
 * notifications made from learning events, in the events' own transaction. The due-tomorrow
 * notices and the daily digest run in the background, except in tests, which run them when
 * they need to.
 */
export function registerNotificationsRoutes(ctx: AppContext): void {
  const { app, db, clock, live, config } = ctx;
  const centre = createNotificationsService({ db, clock, live });
  const settings = createSettingsService(db);
  const announcements = createAnnouncementsService({ db, clock, live });

  ctx.learningEvents.addConsumer(
    NOTIFYING_KINDS,
    createEventNotifier({ live, now: () => clock.now() }),
  );

  registerCall(app, ctx, notifications.homeNotifications, ({ user }) => centre.home(user));
  registerCall(app, ctx, notifications.listNotifications, ({ user, query }) =>
    centre.list(user, query),
  );
  registerCall(app, ctx, notifications.unreadNotifications, ({ user }) => centre.unread(user));
  registerCall(app, ctx, notifications.markAllNotificationsRead, ({ user, body }) =>
    centre.markAll(user, body.tab),
  );
  registerCall(app, ctx, notifications.markNotificationRead, ({ user, params }) =>
    centre.markOne(user, params.id),
  );
  registerCall(app, ctx, notifications.getNotificationSettings, ({ user }) => settings.read(user));
  registerCall(app, ctx, notifications.saveNotificationSettings, ({ user, body }) =>
    settings.save(user, body),
  );
  registerCall(app, ctx, notifications.createAnnouncement, ({ user, body }) =>
    announcements.announce(user, body),
  );

  if (config.NODE_ENV !== 'test') scheduleNotificationJobs(ctx);
}
