import { core } from '@kitlab/contract';
import type { AppContext } from '../../app-context.js';
import { registerCall } from '../../plugins/calls.js';
import { APP_VERSION } from '../../version.js';
import { insertDeviceLog } from './device-logs.repository.js';

export function registerCoreRoutes(ctx: AppContext): void {
  const { app, database } = ctx;

  registerCall(app, ctx, core.getHealth, async ({ reply }) => {
    const started = performance.now();
    const ok = await database.ping();
    const latency_ms = Math.round((performance.now() - started) * 100) / 100;
    if (!ok) reply.header('Retry-After', '5');
    return {
      status: ok ? 'ok' : 'degraded',
      database: { driver: database.driver, ok, latency_ms },
      version: APP_VERSION,
    } as const;
  });

  registerCall(app, ctx, core.logDevice, async ({ body, user, request }) => {
    const id = await insertDeviceLog(ctx.db, {
      userId: user?.id ?? null,
      organisationId: user?.organisationId ?? null,
      logType: body.log_type,
      message: body.message,
      statusCode: body.status_code,
      location: body.location,
      data: body.data,
      requestId: request.id,
    });
    return { id };
  });
}
