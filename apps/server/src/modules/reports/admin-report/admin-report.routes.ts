import { reports } from '@kitlab/contract';
import type { AppContext } from '../../../app-context.js';
import { registerCall } from '../../../plugins/calls.js';
import { createRefreshLogsRepository } from '../../derived-views/index.js';
import { createAdminReportRepository } from './admin-report.repository.js';
import { createAdminReportService } from './admin-report.service.js';
import { createAdminSearch } from './admin-search.js';
import { createAdminSearchRepository } from './admin-search.repository.js';

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
  registerCall(app, ctx, reports.getAdminReport, ({ user, body }) => service.report(user, body));
  registerCall(app, ctx, reports.searchAdminReport, ({ user, body }) => search(user, body.q));
}
