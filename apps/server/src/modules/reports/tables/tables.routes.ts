import { reports } from '@kitlab/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { type AuthUser, authorize } from '../../../plugins/auth.js';
import { registerCall, SIGN_IN_TOKEN_SCHEME } from '../../../plugins/calls.js';
import { createKitFactsCache } from '../../assignments/index.js';
import { oneStudentReport, withStaffRead } from '../../staff-reads/index.js';
import { EXPORT_CONTENT_TYPES, sendReportFile } from '../report-files.js';
import { createReportKitCache } from './report-kit.cache.js';
import { createReportScope } from './report-scope.js';
import { exportFileName, TABLE_SHEET, tableLines } from './table-export.js';
import { createReportTablesRepository } from './tables.repository.js';
import { createReportTablesService } from './tables.service.js';

const TEACHERS = ['T'] as const;
const byTopic = oneStudentReport('Progress by topic');
const weekByWeek = oneStudentReport('Progress week by week');

/** Progress by topic and week, and the detailed table of students by questions with its exports. */
export function registerReportTablesRoutes(ctx: AppContext): void {
  const { app, db, clock } = ctx;
  const repo = createReportTablesRepository(db);
  const service = createReportTablesService({
    repo,
    clock,
    scopeOf: createReportScope({
      repo,
      kitFacts: createKitFactsCache(db),
      reportKits: createReportKitCache(db),
      clock,
    }),
  });

  registerCall(app, ctx, reports.getClassStudents, ({ user, query }) =>
    service.classStudents(user, query),
  );
  registerCall(app, ctx, reports.getTopicDetails, async ({ user, query }) =>
    withStaffRead(ctx, user, await service.topicDetails(user, query), byTopic),
  );
  registerCall(app, ctx, reports.getLearningProgress, async ({ user, query }) =>
    withStaffRead(ctx, user, await service.learningProgress(user, query), weekByWeek),
  );
  registerCall(app, ctx, reports.getDetailedTable, ({ user, query }) =>
    service.detailedTable(user, query),
  );
  registerCall(app, ctx, reports.postDetailedTable, ({ user, body }) =>
    service.detailedTable(user, body),
  );
  registerCall(app, ctx, reports.getDetailedTableNew, ({ user, body }) =>
    service.detailedTableNew(user, body),
  );

  // A file, not JSON: a plain route, authorised as the table's calls are.
  app.withTypeProvider<ZodTypeProvider>().get(
    reports.DETAILED_TABLE_EXPORT_PATH,
    {
      schema: {
        summary:
          "The whole detailed table (every page) with the table's filters, as CSV (UTF-8 with a byte order mark) or XLSX; the file name names the class and the school's date, never a student.",
        description: 'Teachers of the class (students and administrators 403).',
        security: [{ [SIGN_IN_TOKEN_SCHEME]: [] }],
        querystring: reports.detailedTableExportQuery,
        produces: Object.values(EXPORT_CONTENT_TYPES),
        response: { 200: z.string().describe('The file: text/csv or an XLSX workbook') },
      },
      preValidation: (request) => authorize(request, TEACHERS, ctx.sessions, clock),
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      const table = await service.wholeTable(request.user as AuthUser, filters);
      return sendReportFile(reply, {
        lines: tableLines(table),
        layout: TABLE_SHEET,
        name: exportFileName(table, format),
        format,
      });
    },
  );
}
