import type { notifications as contract, ParsedPart } from '@kitlab/contract';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { presentAnnouncement } from './announcement.presenter.js';
import { createAnnouncementsRepository } from './announcements.repository.js';
import { announcementText } from './notification-texts.js';
import { type WriterDeps, writeNotifications } from './notification-writer.js';
import { canAnnounceTo } from './notifications.policy.js';

type AnnouncementInput = ParsedPart<typeof contract.createAnnouncement.body>;

/** A teacher's announcement to one of their classes: stored, and each student notified. */
export function createAnnouncementsService(deps: WriterDeps & { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async announce(user: { id: number; organisationId: number }, input: AnnouncementInput) {
      const teaching = await createAnnouncementsRepository(db).teaching(input.teacher_assign_id);
      if (!teaching || !canAnnounceTo(user, teaching)) throw notFound('No such class.');
      const now = clock.now();
      return inTransaction(db, async (tx) => {
        const repo = createAnnouncementsRepository(tx);
        const stored = await repo.insert({
          organisationId: teaching.organisationId,
          teacherId: user.id,
          classId: teaching.classId,
          subjectId: teaching.subjectId,
          title: input.title,
          body: input.body,
          createdAt: now,
        });
        const text = announcementText(input, teaching, teaching.subjectName);
        const students = await repo.students(teaching.classId);
        const notified = await writeNotifications(
          tx,
          deps,
          students.map((student) => ({
            ...text,
            userId: student.userId,
            kind: 'announcement' as const,
            sourceKey: `announcement:${stored.id}`,
            actorId: user.id,
            classId: teaching.classId,
          })),
          now,
        );
        return presentAnnouncement(stored, teaching, notified);
      });
    },
  };
}
