import type { IncomingMessage } from 'node:http';
import { core } from '@kitlab/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { fileTooLarge } from '../../lib/storage/upload-errors.js';
import { registerCall } from '../../plugins/calls.js';
import { createUploadsRepository } from './uploads.repository.js';
import { createUploadsService } from './uploads.service.js';

/**
 * Reads an upload's bytes whatever its declared type, stopping as soon as it grows past the
 * limit rather than holding a huge body in memory.
 */
function readUploadBody(
  _request: FastifyRequest,
  payload: IncomingMessage,
  done: (error: Error | null, body?: Buffer) => void,
) {
  const declared = Number(payload.headers['content-length'] ?? 0);
  if (declared > core.MAX_UPLOAD_BYTES) {
    payload.resume();
    done(fileTooLarge());
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const finish = (error: Error | null, body?: Buffer) => {
    if (finished) return;
    finished = true;
    done(error, body);
  };
  payload.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > core.MAX_UPLOAD_BYTES) {
      chunks.length = 0;
      finish(fileTooLarge());
      return;
    }
    if (!finished) chunks.push(chunk);
  });
  payload.on('end', () => finish(null, Buffer.concat(chunks)));
  payload.on('error', (error) => finish(error));
}

/** Presigned upload and download addresses (generate-presigned-url) and the addresses themselves. */
export function registerUploadsRoutes(ctx: AppContext): void {
  const { app } = ctx;
  const repo = createUploadsRepository(ctx.db);
  const uploads = createUploadsService({
    repo,
    files: ctx.files,
    clock: ctx.clock,
    limiter: ctx.limiter,
  });

  registerCall(app, ctx, core.generatePresignedUrl, ({ user, body }) =>
    uploads.presign(user, body),
  );
  registerCall(app, ctx, core.generatePresignedUrlGet, ({ user, query }) =>
    uploads.presign(user, query),
  );
  registerCall(app, ctx, core.downloadFile, async ({ query, reply }) => {
    const { file, bytes } = await uploads.download(query);
    const maxAge = Math.max(0, query.expires - Math.floor(ctx.clock.now().getTime() / 1000));
    reply
      .type(file.contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline')
      .header('Cache-Control', `private, max-age=${maxAge}`);
    return bytes;
  });

  // Only this route takes raw bytes, so its body parser lives in a context of its own.
  app.register(async (child: FastifyInstance) => {
    child.removeAllContentTypeParsers();
    child.addContentTypeParser('*', readUploadBody);
    registerCall(child, ctx, core.uploadFile, ({ query, body }) => uploads.receive(query, body));
  });
}
