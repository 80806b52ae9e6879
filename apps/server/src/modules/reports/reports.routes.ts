import type { AppContext } from '../../app-context.js';
import { registerAdminReportRoutes } from './admin-report/admin-report.routes.js';
import { registerLiveWorkRoutes } from './live-work/live-work.routes.js';
import { registerReportTablesRoutes } from './tables/tables.routes.js';

/** The teachers' reports (spec section 7, teachers only) and the administrators' report (administrators only). */
export function registerReportsRoutes(ctx: AppContext): void {
  registerLiveWorkRoutes(ctx);
  registerReportTablesRoutes(ctx);
  registerAdminReportRoutes(ctx);
}
