import { reports } from '@kitlab/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { AppContext } from '../../../app-context.js';
import { type AuthUser, authorize } from '../../../plugins/auth.js';
import { registerCall, SIGN_IN_TOKEN_SCHEME } from '../../../plugins/calls.js';
import { createRefreshLogsRepository } from '../../derived-views/index.js';
import { studentsInReport, withStaffRead } from '../../staff-reads/index.js';
import { EXPORT_CONTENT_TYPES, sendReportFile } from '../report-files.js';
import { createAdminReportRepository } from './admin-report.repository.js';
import { createAdminReportService } from './admin-report.service.js';
import { adminReportLines, REPORT_SHEET } from './admin-report-export.js';
import { createAdminSearch } from './admin-search.js';
import { createAdminSearchRepository } from './admin-search.repository.js';

const ADMINS = ['C'] as const;
const studentsRead = studentsInReport('Administrators’ report');
const exportQuery = z.extend(reports.adminReportQuery, { format: z.enum(reports.EXPORT_FORMATS) });

/** The administrators' report of the schools they manage, its search and its file. */
export function registerAdminReportRoutes(ctx: AppContext): void {
  const { app, db, clock } = ctx;
  const service = createAdminReportService({
    db,
    repo: createAdminReportRepository(db),
    refreshLogs: createRefreshLogsRepository(db),
    clock,
  });
  const search = createAdminSearch({ db, repo: createAdminSearchRepository(db) });
  // The report names students, in the page as in the file: each reading of it is recorded.
  const readReport = async (user: AuthUser, query: Parameters<typeof service.report>[1]) =>
    withStaffRead(ctx, user, await service.report(user, query), studentsRead);
  registerCall(app, ctx, reports.getAdminReport, ({ user, body }) => readReport(user, body));
  registerCall(app, ctx, reports.searchAdminReport, ({ user, body }) => search(user, body.q));

  // A file, not JSON: a plain route, refused and scoped as the report is.
  app.withTypeProvider<ZodTypeProvider>().get(
    reports.ADMIN_REPORT_EXPORT_PATH,
    {
      schema: {
        summary:
          "What the administrators' report shows for the filters (totals, every breakdown, the weeks) as CSV (UTF-8 with a byte order mark) or XLSX; the file name names the scope and the school's date, never a person.",
        description: 'Administrators (students and teachers 403).',
        security: [{ [SIGN_IN_TOKEN_SCHEME]: [] }],
        querystring: exportQuery,
        produces: Object.values(EXPORT_CONTENT_TYPES),
        response: { 200: z.string().check(z.describe('The file: text/csv or an XLSX workbook')) },
      },
      preValidation: (request) => authorize(request, ADMINS, ctx.sessions, clock),
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const report = await readReport(request.user as AuthUser, query);
      return sendReportFile(reply, {
        lines: adminReportLines(report),
        layout: REPORT_SHEET,
        name: reports.adminReportFileName(report, format),
        format,
      });
    },
  );
}
