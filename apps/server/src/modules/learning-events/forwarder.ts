import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createOutboxRepository } from './outbox.repository.js';
import { validateStatement } from './statement-validation.js';
import { type Statement, statementOf, XAPI_VERSION } from './statements.js';
import { createStatementsRepository } from './statements.repository.js';

/** Where statements go: an xAPI 1.0.3 LRS's base address and its Basic credentials. */
export interface LrsEndpoint {
  url: string;
  key?: string | undefined;
  secret?: string | undefined;
}

export interface ForwardRound {
  /** Outbox rows this round took. */
  claimed: number;
  delivered: number;
  failed: number;
  /** Statements that fail validation: kept with their error, not sent. */
  setAside: number;
}

/** Statements sent in one request. */
const BATCH_SIZE = 50;
/** How long one request to the LRS may take. */
const TIMEOUT_MS = 10_000;
/** How long a taken row is left to its process before another may take it: well past a timeout. */
const LEASE_MS = 6 * TIMEOUT_MS;
/** How long an invalid statement waits before it is built and checked again. */
const SET_ASIDE_MS = 60 * 60_000;

type Item = { seq: number; statement: Statement };
type Answer = { status: number } | { error: string };

/** Why a request failed, without anything of the request or of the people in it. */
function failureOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `timed out after ${TIMEOUT_MS} ms`;
  }
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : 'unreachable';
  return `network error: ${code}`;
}

function basicAuth(lrs: LrsEndpoint): Record<string, string> {
  if (lrs.key === undefined) return {};
  const credentials = Buffer.from(`${lrs.key}:${lrs.secret ?? ''}`).toString('base64');
  return { authorization: `Basic ${credentials}` };
}

/**
 * Sends the statements of the LRS outbox, oldest first, in batches. A statement leaves the
 * outbox only once the LRS has it (2xx, or 409: it already holds that id), so it is delivered
 * exactly once by id however often a failure makes it be sent again; failures wait longer each
 * time (outbox.repository.ts). `forwardOnce` is one round; `drain` rounds until none is due.
 */
export function createLrsForwarder(deps: {
  db: Database;
  clock: Clock;
  /** The base address statement ids are built on. */
  baseUrl: string;
  lrs: LrsEndpoint;
  log?: FastifyBaseLogger;
}) {
  const { clock, baseUrl, lrs, log } = deps;
  const outbox = createOutboxRepository(deps.db);
  const statements = createStatementsRepository(deps.db);
  const address = `${lrs.url.replace(/\/+$/, '')}/statements`;
  const headers = {
    'content-type': 'application/json',
    'x-experience-api-version': XAPI_VERSION,
    ...basicAuth(lrs),
  };

  async function post(batch: readonly Item[]): Promise<Answer> {
    try {
      const response = await fetch(address, {
        method: 'POST',
        headers,
        body: JSON.stringify(batch.map((item) => item.statement)),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      return { status: response.status };
    } catch (error) {
      return { error: failureOf(error) };
    }
  }

  /**
   * Sends a batch; when the LRS refuses a whole batch for some of it (409: some ids it already
   * has, 400: one it will not take), each statement is sent alone so the rest still arrive.
   */
  async function deliver(
    batch: readonly Item[],
    delivered: number[],
    failed: Map<string, number[]>,
  ): Promise<void> {
    if (batch.length === 0) return;
    const answer = await post(batch);
    const status = 'status' in answer ? answer.status : 0;
    if ((status >= 200 && status < 300) || (status === 409 && batch.length === 1)) {
      delivered.push(...batch.map((item) => item.seq));
      return;
    }
    if ((status === 409 || status === 400) && batch.length > 1) {
      for (const item of batch) await deliver([item], delivered, failed);
      return;
    }
    const error = 'error' in answer ? answer.error : `LRS answered HTTP ${status}`;
    failed.set(error, [...(failed.get(error) ?? []), ...batch.map((item) => item.seq)]);
  }

  async function forwardOnce(): Promise<ForwardRound> {
    const now = clock.now();
    const seqs = await outbox.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH_SIZE);
    if (seqs.length === 0) return { claimed: 0, delivered: 0, failed: 0, setAside: 0 };
    const valid: Item[] = [];
    let setAside = 0;
    for (const source of await statements.bySeqs(seqs)) {
      const statement = statementOf(source, baseUrl);
      const problems = validateStatement(statement);
      if (problems.length === 0) {
        valid.push({ seq: source.event.seq, statement });
        continue;
      }
      setAside += 1;
      const where = [...new Set(problems.map((p) => p.path.join('.')))].join(', ');
      const until = new Date(now.getTime() + SET_ASIDE_MS);
      await outbox.setAside(source.event.seq, until, `invalid statement at ${where}`);
    }
    const delivered: number[] = [];
    const failed = new Map<string, number[]>();
    await deliver(valid, delivered, failed);
    await outbox.delivered(delivered);
    for (const [error, failedSeqs] of failed) {
      log?.warn({ error, statements: failedSeqs.length }, 'LRS delivery failed; will retry');
      await outbox.failed(failedSeqs, clock.now(), error);
    }
    const failures = [...failed.values()].reduce((sum, list) => sum + list.length, 0);
    return { claimed: seqs.length, delivered: delivered.length, failed: failures, setAside };
  }

  /** Rounds until nothing more is due now; answers how many statements were delivered. */
  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const round = await forwardOnce();
      total += round.delivered;
      if (round.claimed < BATCH_SIZE) return total;
    }
  }

  return { forwardOnce, drain };
}

export type LrsForwarder = ReturnType<typeof createLrsForwarder>;
