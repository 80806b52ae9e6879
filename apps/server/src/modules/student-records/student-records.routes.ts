import { studentRecords } from '@kitlab/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { pageResult } from '../../lib/paging.js';
import { type AuthUser, authorize } from '../../plugins/auth.js';
import { registerCall, SIGN_IN_TOKEN_SCHEME, toRoutePath } from '../../plugins/calls.js';
import { schoolsVisibleTo } from '../organisations/index.js';
import { recordStaffRead } from '../staff-reads/index.js';
import { eraseStudent } from './erase-student.js';
import { presentReceipt } from './erasure.presenter.js';
import { createErasuresRepository } from './erasures.repository.js';
import { managedStudent } from './managed-student.js';
import { studentDataZip } from './student-export.js';

const ADMINS = ['C'] as const;
/** What an export lets its administrator read, for the record of staff reads. */
const EXPORT_READS = ['answers', 'uploads', 'messages'] as const;
const EXPORT_READ_DETAIL = 'Export of the student’s data';

/** A student's data exported or erased by an administrator of their school, and the receipts. */
export function registerStudentRecordsRoutes(ctx: AppContext): void {
  const { app, db, clock, files } = ctx;

  registerCall(app, ctx, studentRecords.eraseStudentData, async ({ user, params }) => {
    const student = await managedStudent(db, user, params.user_token);
    return eraseStudent(db, {
      studentId: student.id,
      reason: 'request',
      erasedById: user.id,
      clock,
      files,
    });
  });

  registerCall(app, ctx, studentRecords.listErasures, async ({ user, query }) => {
    const schoolIds = (await schoolsVisibleTo(db, user)).map((school) => school.id);
    const { rows, total } = await createErasuresRepository(db).page(
      schoolIds,
      query.page,
      query.per_page,
    );
    return pageResult(rows.map(presentReceipt), total, query.page, query.per_page);
  });

  // A file, not JSON: a plain route, refused and scoped as the erasure is.
  app.withTypeProvider<ZodTypeProvider>().get(
    toRoutePath(studentRecords.STUDENT_DATA_EXPORT_PATH.replace(/^\/api/, '')),
    {
      schema: {
        summary:
          'Everything held about a student of a school the administrator manages, as a zip of JSON and CSV files with their uploads; the file name names no one.',
        description: 'Administrators (students and teachers 403).',
        security: [{ [SIGN_IN_TOKEN_SCHEME]: [] }],
        params: z.object({ user_token: z.uuid() }),
        produces: ['application/zip'],
        response: { 200: z.string().describe('The zip file') },
      },
      preValidation: (request) => authorize(request, ADMINS, ctx.sessions, clock),
    },
    async (request, reply) => {
      const admin = request.user as AuthUser;
      const student = await managedStudent(db, admin, request.params.user_token);
      const zip = await studentDataZip(db, files, student.id);
      const readAt = clock.now();
      await recordStaffRead(
        db,
        EXPORT_READS.map((record) => ({
          reader: admin,
          student: { id: student.id },
          record,
          detail: EXPORT_READ_DETAIL,
          readAt,
        })),
      );
      const day = readAt.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="student-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip as unknown as string); // a stream, sent as it is (never serialised)
    },
  );
}
