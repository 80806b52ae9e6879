import type { AddressInfo } from 'node:net';
import { type CallDefinition, type RequestParts, requestOf } from '@kitlab/contract';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';

/** One HTTP request as the load tool sends it, its path from the server's root. */
export interface LoadRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A contract call's request for the load tool, signed in with `token` when one is given. */
export function loadRequestOf(
  call: CallDefinition,
  parts: RequestParts = {},
  token?: string,
): LoadRequest {
  const headers = token ? { ...parts.headers, authorization: `token ${token}` } : parts.headers;
  const wire = requestOf(call, { ...parts, headers });
  if (wire.body instanceof Uint8Array) throw new Error('The load tool sends JSON bodies only');
  return { method: wire.method, path: `/api${wire.url}`, headers: wire.headers, body: wire.body };
}

export interface LoadFigures {
  calls: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers outside 2xx and connection errors: a run with any of them measured something else. */
  failed: number;
}

export interface LoadOptions {
  connections?: number;
  /** Seconds of load, after a warm-up of a second. */
  seconds?: number;
}

/** Listens on a free local port and answers the base address, such as `http://127.0.0.1:41234`. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * Sends the requests over real HTTP with autocannon, `connections` in flight, taking them in turn
 * (so calls spread over several students and objects). The load tool runs in a worker thread of its
 * own, so it does not take the event loop of an API running in this process.
 */
export async function loadOverHttp(
  base: string,
  requests: readonly LoadRequest[],
  { connections = 32, seconds = 8 }: LoadOptions = {},
): Promise<LoadFigures> {
  if (requests.length === 0) throw new Error('No requests to send');
  const run = (duration: number) =>
    autocannon({
      url: base,
      connections,
      duration,
      workers: 1,
      requests: requests.map((request) => ({
        method: request.method as autocannon.Request['method'],
        path: request.path,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
      })),
    });
  await run(1);
  const result = await run(seconds);
  return {
    calls: result.requests.total,
    perSecond: result.requests.total / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

export const LOAD_HEADER = `${'scenario'.padEnd(40)} ${'per s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'failed'.padStart(7)}`;

export function formatLoadRow(name: string, figures: LoadFigures, goal?: string): string {
  const cells = [
    name.padEnd(40),
    figures.perSecond.toFixed(0).padStart(8),
    figures.p50.toFixed(1).padStart(7),
    figures.p99.toFixed(1).padStart(7),
    String(figures.failed).padStart(7),
  ];
  return goal ? `${cells.join(' ')}   goal ${goal}` : cells.join(' ');
}
