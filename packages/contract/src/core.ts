import { z } from 'zod/mini';
import { defineCall } from './call.js';
import { DEVICE_LOG_MAX_BYTES } from './constants.js';
import { preprocess } from './preprocess.js';

export const getHealth = defineCall({
  method: 'GET',
  path: '/health',
  roles: 'public',
  summary: 'Liveness and database state.',
  response: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({
      driver: z.enum(['pglite', 'postgres']),
      ok: z.boolean(),
      latency_ms: z.number(),
    }),
    version: z.string(),
  }),
});

/** Device information of spec section 3, sent once per session as a DEVICE log payload. */
export const deviceInfo = z.object({
  deviceType: z.enum(['Mobile', 'Tablet', 'Desktop']),
  browserName: z.string().check(z.maxLength(100)),
  browserVersion: z.string().check(z.maxLength(100)),
  osName: z.string().check(z.maxLength(100)),
  osVersion: z.string().check(z.maxLength(100)),
  userAgent: z.string().check(z.maxLength(1000)),
  isAndroid: z.boolean(),
  isIOS: z.boolean(),
  platform: z.string().check(z.maxLength(100)),
  windowWidth: z.number(),
  windowHeight: z.number(),
  screenWidth: z.number(),
  screenHeight: z.number(),
  language: z.string().check(z.maxLength(50)),
  online: z.boolean(),
  timeZone: z.string().check(z.maxLength(100)),
  networkType: z.string().check(z.maxLength(50)),
  touchPoints: z.number(),
});
export type DeviceInfo = z.infer<typeof deviceInfo>;

export const LOG_TYPES = ['DEVICE', 'SYSTEM'] as const;

export const deviceLogEntry = z.object({
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  status_code: z.int().check(z.gte(0), z.lte(999)),
  location: z.string().check(z.maxLength(2000)),
  log_type: preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(LOG_TYPES)),
  data: z._default(
    z.object({
      payload: z.optional(z.unknown()),
      error_data: z.optional(z.unknown()),
    }),
    {},
  ),
});
export type DeviceLogEntry = z.input<typeof deviceLogEntry>;

export const logDevice = defineCall({
  method: 'POST',
  path: '/v2/core/log-device/',
  roles: 'optional',
  summary: 'Store a DEVICE or SYSTEM log entry from the browser.',
  body: deviceLogEntry,
  response: z.object({ id: z.int() }),
  status: 201,
  bodyLimit: DEVICE_LOG_MAX_BYTES,
});
export * from './core/uploads.js';

/** The views Kitlab derives from the learning event stream and refreshes in the background. */
export const DERIVED_VIEWS = ['activity_time_norms', 'report_rollups'] as const;
export const derivedView = z.enum(DERIVED_VIEWS);
export type DerivedView = z.infer<typeof derivedView>;

export const lastSuccessfulRefresh = z.object({
  view: derivedView,
  /** When its last successful refresh finished; null before the first. */
  last_successful_at: z.nullable(z.string()),
});

export const listLastRefreshes = defineCall({
  method: 'POST',
  path: '/v2/core/cache-refresh-logs/last_successful/',
  roles: ['S', 'T', 'C'],
  summary:
    'When each derived view (figures worked out from the learning events) was last refreshed successfully, so a screen can say how current its figures are.',
  body: z._default(z.object({}), {}),
  response: z.object({ results: z.array(lastSuccessfulRefresh) }),
});
