import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CallDefinition, type RequestParts, requestOf } from '@kitlab/contract';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import type { CpuMeter } from './process-cpu.js';

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
  /** Seconds of load, after the warm-up. */
  seconds?: number;
  /**
   * Seconds of untimed load first, so that the figures are a warm server's: one by default, none
   * with `sequences` (a sequence cut off would leave its work half done) unless asked for, as
   * sequences of calls that may be repeated and cut off anywhere (marking again) may be.
   */
  warmUpSeconds?: number;
  /** Started and stopped around the measured run alone. */
  meter?: CpuMeter;
  /**
   * Sequences of requests, each sent in a loop by one connection instead of `requests`, no two
   * connections the same: for calls whose target no other call may touch, such as returning work
   * and handing it in again. One for each connection.
   */
  sequences?: readonly (readonly LoadRequest[])[];
  /**
   * With `sequences` of one length: each connection sends its sequence once and the run ends
   * when all have, however long that takes (for calls that may be made once each).
   */
  once?: boolean;
}

const clientSetup = join(import.meta.dirname, 'connection-requests.cjs');

const toAutocannon = (request: LoadRequest) => ({
  method: request.method as autocannon.Request['method'],
  path: request.path,
  headers: request.headers,
  ...(request.body === undefined ? {} : { body: request.body }),
});

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
  {
    connections = 32,
    seconds = 8,
    sequences,
    once = false,
    warmUpSeconds,
    meter,
  }: LoadOptions = {},
): Promise<LoadFigures> {
  if (requests.length === 0) throw new Error('No requests to send');
  const folder = sequences ? mkdtempSync(join(tmpdir(), 'kitlab-load-')) : null;
  /** Deals the sequences out afresh: each run's connections take them from the first. */
  const deal = () => {
    if (!folder || !sequences) return;
    // The load tool's worker reads its environment when it starts: set before each run.
    process.env.KITLAB_LOAD_SEQUENCES = join(folder, 'sequences.json');
    writeFileSync(
      process.env.KITLAB_LOAD_SEQUENCES,
      JSON.stringify({ sequences: sequences.map((s) => s.map(toAutocannon)) }),
    );
  };
  const length = sequences?.[0]?.length ?? 0;
  if (once && !sequences?.every((sequence) => sequence.length === length)) {
    throw new Error('Sequences sent once each must be of one length');
  }
  const run = (duration: number) => {
    deal();
    return autocannon({
      url: base,
      connections,
      duration,
      // The load tool notices that every connection is done only at its next sample, a second
      // apart by default: a run shorter than that would be timed as a whole second.
      ...(once ? { amount: connections * length, sampleInt: 10 } : {}),
      workers: 1,
      // Each connection builds the requests given here before its sequence replaces them: given
      // every sequence's, 32 connections built a round's 608 returns 32 times over, some 200 ms
      // of CPU a round, counted in the machine's CPU per call though no call was under way.
      requests: (sequences?.[0] ?? requests).map(toAutocannon),
      // In worker mode autocannon takes the path of a module, which its types do not say.
      ...(folder
        ? { setupClient: clientSetup as unknown as autocannon.Options['setupClient'] }
        : {}),
    });
  };
  try {
    const warmUp = warmUpSeconds ?? (sequences ? 0 : 1);
    if (warmUp > 0) await run(warmUp);
    meter?.start();
    const result = await run(seconds);
    meter?.stop();
    return figuresOf(result, seconds);
  } finally {
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

function figuresOf(result: autocannon.Result, seconds: number): LoadFigures {
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
