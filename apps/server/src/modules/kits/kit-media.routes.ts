import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { notFound } from '../../lib/errors.js';
import type { ContentRepository } from './content.repository.js';
import { type KitMediaStore, STORED_NAME } from './kit-media.js';
import type { KitsContext } from './kits-context.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  ctx.app.get(
    '/api/kits/media/:kitToken/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { kitToken = '', name = '' } = request.params as Record<string, string | undefined>;
      const hash = STORED_NAME.exec(name)?.[1];
      if (!UUID.test(kitToken) || !hash) throw notFound('No such file.');
      const media = await content.findMedia(kitToken.toLowerCase(), hash);
      const path = store.pathOf(kitToken.toLowerCase(), name);
      const onDisk = media ? await stat(path).catch(() => null) : null;
      if (!media || !onDisk?.isFile()) throw notFound('No such file.');
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
