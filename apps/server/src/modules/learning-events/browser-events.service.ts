import { companion, type ParsedPart } from '@kitlab/contract';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { ApiError, conflict, invalidFields, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { KitGate } from '../kits/index.js';
import { isFeatureOn } from '../organisations/index.js';
import { accountEvent } from './account-events.js';
import { createBrowserEventsRepository, type StudiedContent } from './browser-events.repository.js';
import type { LearningEventRecorder } from './recorder.js';

type BrowserEvent = ParsedPart<typeof companion.recordBrowserEvent.body>;

export const COMPANION_OFF_DETAIL = 'The learning companion is not switched on for your school.';

/** The one kit, topic or lesson a study or preview event names; a field error otherwise. */
function studiedContent(body: BrowserEvent): { content: StudiedContent; id: number } {
  if (body.kind === 'course_preview') {
    if (body.kit_id === undefined)
      throw invalidFields({ kit_id: ['Say which kit was previewed.'] });
    return { content: 'kit', id: body.kit_id };
  }
  const named = [
    body.topic_id === undefined ? null : { content: 'topic' as const, id: body.topic_id },
    body.lesson_id === undefined ? null : { content: 'lesson' as const, id: body.lesson_id },
  ].filter((n) => n !== null);
  const [one] = named;
  if (!one || named.length > 1) {
    throw invalidFields({ non_field_errors: ['Send either a topic_id or a lesson_id.'] });
  }
  return one;
}

/** Learning events only the browser sees, recorded for the signed-in user. */
export function createBrowserEventsService(deps: {
  db: Database;
  clock: Clock;
  events: LearningEventRecorder;
  mayOpenKit: KitGate;
  /** Accounts' own write of the user's enrolment (accounts owns the users table). */
  enrollInCompanion: (tx: Database, userId: number) => Promise<boolean>;
}) {
  const { db, clock, events, mayOpenKit, enrollInCompanion } = deps;
  const repo = createBrowserEventsRepository(db);

  async function enroll(user: AuthUser, platform: BrowserEvent['platform']) {
    if (!(await isFeatureOn(db, user.organisationId, 'Learning Companion'))) {
      throw conflict(COMPANION_OFF_DETAIL, 'companion_off');
    }
    return inTransaction(db, async (tx) => {
      const first = await enrollInCompanion(tx, user.id);
      const event = accountEvent(user, 'enrollment', clock.now(), {
        data: { course: companion.ENROLLMENT_SUBJECT, platform },
      });
      if (first && event) await events.record(tx, [event]);
      return { recorded: first };
    });
  }

  return {
    async record(user: AuthUser, body: BrowserEvent) {
      if (body.kind === 'enrollment') return enroll(user, body.platform);
      const { content, id } = studiedContent(body);
      const kitId = content === 'kit' ? id : await repo.kitOfPart(content, id);
      if (kitId === null) throw notFound(`No such ${content}.`);
      // A kit the user may not open reads as absent, whichever part of it was named.
      const { classId } = await mayOpenKit(user, kitId).catch((error: unknown) => {
        throw error instanceof ApiError && error.statusCode === 404
          ? notFound(`No such ${content}.`)
          : error;
      });
      await events.recordAlone(db, [
        {
          kind: body.kind,
          occurredAt: clock.now(),
          organisationId: user.organisationId,
          actorId: user.id,
          actorType: user.userType,
          studentId: user.userType === 'S' ? user.id : null,
          classId,
          kitId,
          data: {
            platform: body.platform,
            ...(content === 'kit' ? {} : { content, content_id: id }),
          },
        },
      ]);
      return { recorded: true };
    },
  };
}
