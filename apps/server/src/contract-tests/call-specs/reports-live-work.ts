import type { CallSpec } from '../ownership.js';

/** The live view of work: open work across a teacher's classes, a quiz's and a quest's details. */
export const REPORTS_LIVE_WORK_SPECS: Record<string, CallSpec> = {};
