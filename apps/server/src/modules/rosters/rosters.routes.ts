import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { rosters } from '@kitlab/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { ApiError, badRequest } from '../../lib/errors.js';
import { type AuthUser, authorize } from '../../plugins/auth.js';
import { SIGN_IN_TOKEN_SCHEME } from '../../plugins/calls.js';
import { readRosterBundle } from './bundle/read-bundle.js';
import { exportRosterZip } from './export-bundle.js';
import { createRosterImports } from './rosters.service.js';

const ADMINS = ['C'] as const;
const tooLarge = () =>
  new ApiError(413, 'too_large', 'The bundle is larger than Kitlab takes (100 MB zipped).');

/**
 * Receives the upload's one `file` part into a temporary file (never whole in memory) and hands
 * its path to `use`; the file is gone afterwards, whatever happens.
 */
async function withUploadedBundle<T>(request: FastifyRequest, use: (path: string) => Promise<T>) {
  if (Number(request.headers['content-length'] ?? 0) > rosters.ROSTER_BUNDLE_MAX_BYTES + 64 * 1024)
    throw tooLarge();
  const missing = () =>
    badRequest('Send the bundle as one file part named "file".', {
      file: ['Choose a OneRoster zip.'],
    });
  if (!request.isMultipart()) throw missing();
  const part = await request.file();
  if (part?.fieldname !== 'file') throw missing();
  const folder = await mkdtemp(join(tmpdir(), 'kitlab-roster-'));
  try {
    const path = join(folder, 'bundle.zip');
    try {
      await pipeline(part.file, createWriteStream(path));
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
    if (part.file.truncated) throw tooLarge();
    return await use(path);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function sendZip(reply: FastifyReply, zip: NodeJS.ReadableStream) {
  return reply
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', 'attachment; filename="oneroster.zip"')
    .send(zip);
}

/** OneRoster 1.2 bundles in (dry run or apply) and out, for administrators. Plain routes: zips. */
export function registerRostersRoutes(ctx: AppContext): void {
  const { clock } = ctx;
  const imports = createRosterImports(ctx);
  const refuseOthers = (request: FastifyRequest) => authorize(request, ADMINS, ctx.sessions, clock);

  ctx.app.register(async (child: FastifyInstance) => {
    await child.register(multipart, {
      limits: { fileSize: rosters.ROSTER_BUNDLE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });
    child.withTypeProvider<ZodTypeProvider>().post(
      rosters.ROSTER_IMPORT_PATH,
      {
        schema: {
          summary:
            'Checks (dry-run) or applies a OneRoster 1.2 CSV bundle for the organisation the administrator manages: counts per file, every problem with file, line and field, the changes. A bundle with any error is refused whole (422, same body), nothing changed.',
          description:
            'Administrators (students and teachers 403). multipart/form-data with one part `file`: the zip, at most ROSTER_BUNDLE_MAX_BYTES (413 beyond).',
          security: [{ [SIGN_IN_TOKEN_SCHEME]: [] }],
          consumes: ['multipart/form-data'],
          querystring: z.object({ mode: z.enum(rosters.ROSTER_IMPORT_MODES) }),
          response: { 200: rosters.rosterImportResult, 422: rosters.rosterImportResult },
        },
        preValidation: refuseOthers,
      },
      async (request, reply) => {
        const user = request.user as AuthUser;
        await imports.admit(user);
        const outcome = await withUploadedBundle(request, async (path) =>
          imports.importBundle(user, await readRosterBundle(path), request.query.mode),
        );
        return reply.status(outcome.refused ? 422 : 200).send(outcome.result);
      },
    );
  });

  ctx.app.withTypeProvider<ZodTypeProvider>().get(
    rosters.ROSTER_EXPORT_PATH,
    {
      schema: {
        summary:
          'The roster of what the administrator manages as a OneRoster 1.2 CSV zip (every file bulk), importable again with no change; `school_token` narrows a district to one of its schools.',
        description:
          "Administrators (students and teachers 403); another organisation's school 404.",
        security: [{ [SIGN_IN_TOKEN_SCHEME]: [] }],
        querystring: z.object({ school_token: z.string().optional() }),
        produces: ['application/zip'],
        response: { 200: z.string().describe('The zip') },
      },
      preValidation: refuseOthers,
    },
    async (request, reply) => {
      const user = request.user as AuthUser;
      const zip = await exportRosterZip(ctx, user, request.query.school_token);
      return sendZip(reply, zip);
    },
  );
}
