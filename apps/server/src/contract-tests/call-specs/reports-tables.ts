import type { CallSpec } from '../ownership.js';

/** Progress by topic and week, and the detailed table of students by questions. */
export const REPORTS_TABLES_SPECS: Record<string, CallSpec> = {};
