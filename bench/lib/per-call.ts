import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { LoadRequest } from './http-load.js';

let counted = 0;
let counting = false;
const query = pg.Client.prototype.query;
// Counts the statements every pg client of this process sends while `counting` is on.
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) counted += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const CPU_CALLS = 200;

/**
 * One call's statements (counted at the pg driver, so 0 on PGlite), the API's CPU per call over
 * CPU_CALLS calls one at a time in process, and its answer's size; throws unless it answers 200.
 */
export async function perCall(app: FastifyInstance, name: string, request: LoadRequest) {
  const inject = () =>
    app.inject({
      method: request.method as 'GET' | 'POST',
      url: request.path,
      headers: { ...request.headers, 'content-type': 'application/json' },
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
  const first = await inject();
  if (first.statusCode !== 200) throw new Error(`${name} answered ${first.statusCode}`);
  counted = 0;
  counting = true;
  await inject();
  counting = false;
  const statements = counted;
  for (let i = 0; i < 20; i++) await inject();
  const before = process.cpuUsage();
  for (let i = 0; i < CPU_CALLS; i++) await inject();
  const used = process.cpuUsage(before);
  return {
    statements,
    cpuMs: (used.user + used.system) / CPU_CALLS / 1000,
    bytes: first.rawPayload.length,
  };
}

/** A line of `perCall`'s figures; statements only where they were counted (PostgreSQL). */
export function formatPerCallRow(
  name: string,
  figures: Awaited<ReturnType<typeof perCall>>,
  onPostgres: boolean,
): string {
  const statements = onPostgres ? `${figures.statements} statements` : 'statements on PostgreSQL';
  return `${name.padEnd(32)} ${statements.padStart(24)}  ${figures.cpuMs.toFixed(2)} ms CPU  ${figures.bytes} bytes`;
}
