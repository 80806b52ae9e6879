import { studentRecords } from '@kitlab/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { AppContext } from '../../app-context.js';
import { CSV_CONTENT_TYPE, csvFileBytes } from '../../lib/csv-file.js';
import { type AuthUser, authorize } from '../../plugins/auth.js';
import { registerCall, SIGN_IN_TOKEN_SCHEME } from '../../plugins/calls.js';
import { staffReadLines } from './staff-reads.presenter.js';
import { createStaffReadsRepository } from './staff-reads.repository.js';
import { createStaffReadsService } from './staff-reads.service.js';

const ADMINS = ['C'] as const;
const exportQuery = z.omit(studentRecords.staffReadsQuery, { page: true, per_page: true });

/** The record of staff reads: administrators list it and take it as a file. */
export function registerStaffReadsRoutes(ctx: AppContext): void {
  const { app, db, clock } = ctx;
  const service = createStaffReadsService({ db, repo: createStaffReadsRepository(db) });
  registerCall(app, ctx, studentRecords.listStaffReads, ({ user, query }) =>
    service.list(user, query),
  );

  // A file, not JSON: a plain route, refused and scoped as the list is.
  app.withTypeProvider<ZodTypeProvider>().get(
    studentRecords.STAFF_READS_EXPORT_PATH,
    {
      schema: {
        summary:
          'The record of staff reads with the list’s filters, every entry, as CSV (UTF-8 with a byte order mark); the file name names the date, never a student.',
        description:
          'Administrators of the student’s school or district (teachers and students 403).',
        security: [{ [SIGN_IN_TOKEN_SCHEME]: [] }],
        querystring: exportQuery,
        produces: [CSV_CONTENT_TYPE],
        response: { 200: z.string().check(z.describe('The file: text/csv')) },
      },
      preValidation: (request) => authorize(request, ADMINS, ctx.sessions, clock),
    },
    async (request, reply) => {
      const rows = await service.all(request.user as AuthUser, request.query);
      const date = clock.now().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', CSV_CONTENT_TYPE)
        .header('Content-Disposition', `attachment; filename="staff-reads-${date}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csvFileBytes(staffReadLines(rows)) as unknown as string); // bytes, never serialised
    },
  );
}
