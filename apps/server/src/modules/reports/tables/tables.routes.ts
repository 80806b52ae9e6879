import type { AppContext } from '../../../app-context.js';

/** Progress by topic and week, and the detailed table of students by questions with its exports. */
export function registerReportTablesRoutes(_ctx: AppContext): void {}
