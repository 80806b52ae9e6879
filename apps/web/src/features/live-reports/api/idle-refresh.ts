/**
 * Live events tell a report of every answer and hand-in, but standing still sends none: a report
 * also looks again this often, so a student idle for 10 minutes shows as stuck without a reload.
 */
export const IDLE_REFRESH_MS = 60_000;
