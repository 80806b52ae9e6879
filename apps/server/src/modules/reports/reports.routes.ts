import type { AppContext } from '../../app-context.js';
import { registerLiveWorkRoutes } from './live-work/live-work.routes.js';
import { registerReportTablesRoutes } from './tables/tables.routes.js';

/** The teachers' reports (spec section 7): teachers only, students and administrators 403. */
export function registerReportsRoutes(ctx: AppContext): void {
  registerLiveWorkRoutes(ctx);
  registerReportTablesRoutes(ctx);
}
