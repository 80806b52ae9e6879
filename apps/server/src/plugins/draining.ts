import type { ErrorBody } from '@kitlab/contract';
import type { FastifyInstance } from 'fastify';

export const SHUTTING_DOWN_DETAIL = 'The server is restarting. Please try again in a moment.';

/**
 * Once draining starts, requests still arriving on open connections are answered 503 in the
 * API's error shape (Fastify's own answer while closing has another shape), and the ones already
 * running finish normally.
 */
export function registerDraining(app: FastifyInstance): void {
  let draining = false;
  app.addHook('onRequest', (_request, reply, done) => {
    if (!draining) return done();
    const body: ErrorBody = { detail: SHUTTING_DOWN_DETAIL, code: 'shutting_down' };
    reply.header('Retry-After', '5');
    reply.status(503).send(body);
  });
  // Answers finishing after draining began close their connection, so none is left idle for
  // the server to wait on; those idle already are closed as the server closes.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('Connection', 'close');
    done(null, payload);
  });
  let idleSweep: NodeJS.Timeout | undefined;
  app.addHook('onClose', async () => clearInterval(idleSweep));
  app.decorate('startDraining', () => {
    draining = true;
    idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    idleSweep.unref();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers new requests 503 from now on; call it just before `close()`. */
    startDraining(): void;
  }
}
