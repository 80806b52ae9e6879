import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app, each text file as the brotli or gzip copy the build wrote beside it
 * when the browser takes one. Any GET or HEAD outside /api that is not a file gets index.html, so the
 * browser router can handle deep links; /api paths keep their JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<void> {
  const root = webDist ? resolve(webDist) : undefined;
  const hasIndex = root !== undefined && existsSync(resolve(root, 'index.html'));
  if (hasIndex) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, path) {
        const immutable = path.includes('/assets/');
        res.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // Caches between here and the browser must keep each encoding apart.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (path === '/api' || path.startsWith('/api/') || !isPageRequest || !hasIndex) {
      return reply
        .status(404)
        .send({ detail: `No API call at ${request.method} ${path}.`, code: 'not_found' });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
