import { notifications } from '../../db/schema/index.js';
import { first } from '../../test/first.js';
import type { Fixture } from '../matrix-world.js';
import type { CallSpec, InputContext } from '../ownership.js';
import { threadOf } from './discussions.js';
import { teachingIdOf } from './shared.js';

/** The fixture student's thread, as the archive's path names it: its student and teachers read it. */
const archivedThread: CallSpec = {
  rule: 'attempt',
  input: async (f, c) => ({
    params: { discussion_token: (await threadOf(f, c)).discussion.token },
  }),
};

/** A notification made for the fixture student. */
async function notificationOf(f: Fixture, c: InputContext): Promise<number> {
  return first(
    await c.t.db
      .insert(notifications)
      .values({
        userId: f.student.id,
        organisationId: f.school.id,
        kind: 'announcement',
        sourceKey: `matrix:${c.unique()}`,
        title: 'Trip on Friday',
        link: '/dashboard',
      })
      .returning({ id: notifications.id }),
  ).id;
}

/** Notifications and announcements. */
export const NOTIFICATIONS_SPECS: Record<string, CallSpec> = {
  'notifications.archiveDiscussion': archivedThread,
  'notifications.bringBackDiscussion': archivedThread,
  'notifications.createAnnouncement': {
    rule: 'teaching',
    input: (f) => ({
      body: { teacher_assign_id: teachingIdOf(f), title: 'Trip on Friday', body: '' },
    }),
  },
  'notifications.markNotificationRead': {
    rule: 'notification',
    input: async (f, c) => ({ params: { id: await notificationOf(f, c) } }),
  },
};
