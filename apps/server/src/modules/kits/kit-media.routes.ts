import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { kits } from '@kitlab/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.js';
import type { ContentRepository } from './content.repository.js';
import type { KitMediaStore } from './kit-media.js';
import type { KitsContext } from './kits-context.js';

/** SVGs are opened as documents too: no script, no outside loads, a sandboxed origin. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Serves kit images and printables by kit token and content hash. Browsers load these from
 * `<img src>` without the Authorization header, so the unguessable kit token is the key; a
 * file's address changes with its content, so it can be cached for good.
 */
export function registerKitMediaRoute(
  ctx: KitsContext,
  content: ContentRepository,
  store: KitMediaStore,
): void {
  ctx.app.withTypeProvider<ZodTypeProvider>().get(
    kits.KIT_MEDIA_ROUTE,
    // A malformed address answers as an unknown file: 404 with the same detail.
    {
      schema: { hide: true, params: kits.kitMediaParams },
      config: { notFound: kits.KIT_MEDIA_NOT_FOUND },
    },
    async (request, reply) => {
      const { name } = request.params;
      const kitToken = request.params.kit_token.toLowerCase();
      const hash = name.slice(0, name.indexOf('.'));
      const media = await content.findMedia(kitToken, hash);
      const path = store.pathOf(kitToken, name);
      const onDisk = media ? await stat(path).catch(() => null) : null;
      if (!media || !onDisk?.isFile()) throw notFound(kits.KIT_MEDIA_NOT_FOUND);
      reply
        .type(media.mediaType)
        .header('Content-Length', String(onDisk.size))
        .header('X-Content-Type-Options', 'nosniff')
        .header(
          'Cache-Control',
          `${media.organisationId === null ? 'public' : 'private'}, max-age=31536000, immutable`,
        );
      if (media.mediaType === 'image/svg+xml') reply.header('Content-Security-Policy', SVG_POLICY);
      if (media.mediaType === 'application/pdf') reply.header('Content-Disposition', 'inline');
      return reply.send(createReadStream(path));
    },
  );
}
