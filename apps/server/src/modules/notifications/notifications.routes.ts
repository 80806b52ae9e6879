import { notifications } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { createAnnouncementsService } from './announcements.service.js';
import { createNotificationsService } from './notifications.service.js';
import { createSettingsService } from './settings.service.js';

/** The notification centre, the user's notification settings and teachers' announcements. */
export function registerNotificationsRoutes(ctx: AppContext): void {
  const { app, db, clock, live } = ctx;
  const centre = createNotificationsService({ db, clock, live });
  const settings = createSettingsService(db);
  const announcements = createAnnouncementsService({ db, clock, live });

  registerCall(app, ctx, notifications.getHomeNotifications, ({ user }) => centre.home(user));
  registerCall(app, ctx, notifications.listNotifications, ({ user, query }) =>
    centre.list(user, query),
  );
  registerCall(app, ctx, notifications.getUnreadCounts, ({ user }) => centre.unread(user));
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
}
