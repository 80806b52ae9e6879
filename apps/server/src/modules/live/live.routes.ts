import { live } from '@kitlab/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { createClassWorkRepository } from './class-work.repository.js';
import { createLiveService, type LiveService } from './live.service.js';
import { createLiveEventsRepository } from './live-events.repository.js';
import type { LiveHub } from './live-hub.js';
import { createLiveHub } from './live-hub.js';
import { createTicketSecret } from './live-tickets.js';
import { createSseStream } from './sse-stream.js';

/** The stream's address carries its ticket: the request log names the path only. */
const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url.split('?')[0],
  }),
};

type StreamQuery = z.output<typeof live.liveStreamQuery>;

/** `Last-Event-ID` as the browser resends it, else the one a reopening screen puts in the query. */
function lastEventIdOf(request: FastifyRequest, query: StreamQuery) {
  const header = request.headers['last-event-id'];
  const fromHeader =
    typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
  return fromHeader ?? query.last_event_id;
}

async function openStream(
  request: FastifyRequest,
  query: StreamQuery,
  reply: FastifyReply,
  deps: { service: LiveService; hub: LiveHub },
) {
  const grant = await deps.service.admit(query.ticket);
  const classIds = query.classes ?? [];
  await deps.service.checkWatching(grant.userId, classIds);
  await deps.hub.ensureListening();
  const response = reply.hijack().raw;
  response.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Accel-Buffering': 'no',
    'X-Request-Id': request.id,
    // An ended stream closes its connection, so a closing server has none left to wait on.
    Connection: 'close',
  });
  const stream = createSseStream(response, { ...grant, classIds });
  const remove = deps.hub.add(stream);
  response.on('close', () => {
    remove();
    stream.end();
  });
  try {
    const catchUp = await deps.service.catchUp(grant.userId, lastEventIdOf(request, query));
    if ('resyncAt' in catchUp) stream.resync(catchUp.resyncAt);
    stream.caughtUp('events' in catchUp ? catchUp.events : []);
  } catch (error) {
    request.log.warn({ err: error }, 'live catch-up failed');
    stream.end();
  }
}

/** The live stream (server-sent events) and the tickets that open it. */
export function registerLiveRoutes(ctx: AppContext): LiveHub {
  const { app } = ctx;
  const repo = createLiveEventsRepository(ctx.db);
  const classWork = createClassWorkRepository(ctx.db);
  const service = createLiveService({
    repo,
    classWork,
    secret: createTicketSecret(ctx.db),
    clock: ctx.clock,
  });
  const hub = createLiveHub({
    database: ctx.database,
    repo,
    classWork,
    clock: ctx.clock,
    warn: (error, message) => app.log.warn({ err: error }, message),
  });
  // Before the server waits for open requests to finish: streams never would on their own.
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => hub.close());

  registerCall(app, ctx, live.createTicket, async ({ user }) => {
    const { ticket, expiresIn, lastEventId } = await service.issueTicket(user);
    return {
      ticket,
      expires_in: expiresIn,
      stream_path: live.LIVE_STREAM_PATH,
      last_event_id: lastEventId,
    };
  });

  // The declared query schema parses the query (a missing or malformed ticket is a 400).
  app.withTypeProvider<ZodTypeProvider>().get(
    live.LIVE_STREAM_PATH,
    {
      logSerializers,
      schema: {
        summary:
          "The signed-in user's live events as server-sent events: notifications, messages and unread counts (ids and counts only). Open it with a ticket from POST /api/v2/live/ticket; each event's id is resent as Last-Event-ID (or last_event_id) to catch up after a reconnect, and a resync event means refetch everything. With classes=1,2 it also sends class_work.changed (ids only, no event id) within a second of a change to those classes' work: an answer saved, an attempt started or handed in, work marked or returned.",
        description:
          'Anyone holding a fresh ticket; the ticket names the user. Watching classes: a teacher who teaches each class, or an administrator of its school; a student is refused (403), a class the user does not reach is absent (404).',
        security: [],
        querystring: live.liveStreamQuery,
        produces: ['text/event-stream'],
        response: {
          200: z.string().describe('text/event-stream: `id`, `event` and `data` (JSON) per event'),
        },
      },
    },
    (request, reply) => openStream(request, request.query, reply, { service, hub }),
  );
  return hub;
}
