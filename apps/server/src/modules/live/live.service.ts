import { INVALID_TOKEN_DETAIL, live } from '@kitlab/contract';
import type { Clock } from '../../lib/clock.js';
import { ApiError, forbidden, notFound } from '../../lib/errors.js';
import type { LiveNotice } from '../../lib/live-publisher.js';
import type { AuthUser } from '../../plugins/auth.js';
import { classTopicRefusal } from './class-topics.policy.js';
import type { ClassWorkRepository } from './class-work.repository.js';
import type { LiveEventsRepository } from './live-events.repository.js';
import { checkTicket, issueTicket, type TicketGrant, type TicketSecret } from './live-tickets.js';

/** At most this many missed events are replayed; a screen that missed more refetches. */
export const CATCH_UP_LIMIT = 200;

export const TICKET_EXPIRED_DETAIL = 'The live ticket has expired; ask for a new one.';

const refused = (code: string, detail: string) => new ApiError(401, code, detail);

/** What a stream opening starts with: the missed events, or a resync when too many were missed. */
export type CatchUp = { events: readonly LiveNotice[] } | { resyncAt: number };

export function createLiveService(deps: {
  repo: LiveEventsRepository;
  classWork: Pick<ClassWorkRepository, 'watcherOf'>;
  secret: TicketSecret;
  clock: Clock;
}) {
  return {
    /** A ticket for the user's sign-in, and the event its screen's first stream catches up from. */
    async issueTicket(user: AuthUser) {
      const [ticket, lastEventId] = await Promise.all([
        issueTicket(
          deps.secret,
          { userId: user.id, authTokenId: user.authTokenId },
          deps.clock.now(),
        ),
        deps.repo.newestEventBefore(user.id, live.LIVE_CATCH_UP_SECONDS),
      ]);
      return { ...ticket, lastEventId };
    },

    /** The ticket's user, while its ticket is fresh and the sign-in it was made for still holds. */
    async admit(ticket: string): Promise<TicketGrant> {
      const now = deps.clock.now();
      const check = await checkTicket(deps.secret, ticket, now);
      if (check.result !== 'valid') {
        if (check.result === 'expired') throw refused('ticket_expired', TICKET_EXPIRED_DETAIL);
        throw refused('invalid_token', INVALID_TOKEN_DETAIL);
      }
      const valid = await deps.repo.validSignIns([check.grant.authTokenId], now);
      if (!valid.has(check.grant.authTokenId)) throw refused('invalid_token', INVALID_TOKEN_DETAIL);
      return check.grant;
    },

    /**
     * Checks that the stream's user may watch every class asked for, before it opens: a student
     * never (403), a class they do not reach is absent (404).
     */
    async checkWatching(userId: number, classIds: readonly number[]): Promise<void> {
      if (classIds.length === 0) return;
      const scene = await deps.classWork.watcherOf(userId, classIds);
      if (!scene) throw refused('invalid_token', INVALID_TOKEN_DETAIL);
      for (const classId of classIds) {
        const schoolClass = scene.watched.find((watched) => watched.id === classId);
        const refusal = classTopicRefusal(scene.watcher, schoolClass);
        if (refusal === 'forbidden') throw forbidden();
        if (refusal === 'not_found') throw notFound('No such class.');
      }
    },

    async catchUp(userId: number, lastEventId: number | undefined): Promise<CatchUp> {
      if (lastEventId === undefined) return { events: [] };
      const missed = await deps.repo.eventsAfter(userId, lastEventId, CATCH_UP_LIMIT);
      return missed.more ? { resyncAt: missed.latestSeq } : { events: missed.events };
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
