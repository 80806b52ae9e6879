import {
  accounts,
  type CallDefinition,
  createCaller,
  injectTransport,
  type RequestParts,
  type UserType,
} from '@kitlab/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildActivityWorld } from '../test/activity-world.js';
import { LONG_TOKENS, setClock } from '../test/assignment-world.js';
import type { TestApp } from '../test/test-app.js';
import { createTestAppWithData } from '../test/uploads.js';
import { CALLS, type ContractCall } from './contract-calls.js';
import { deepJson, hostilePathPart, mutatedInput } from './schema-arbitraries.js';
import { issueToken, transportFromNewAddress } from './sessions.js';
import './test-summary.js';

/** Fixed, so a failure found once is found again; change it to explore other inputs. */
const FUZZ_SEED = 42;
/** Requests per run, spread evenly over the calls of the contract. */
const MINIMUM_REQUESTS = 10_000;
/** Requests in flight at once. */
const CONCURRENCY = 8;
/** Calls that end the session they are sent with: each of their requests gets a token of its own. */
const ENDS_SESSION = new Set(['accounts.logout']);

const RUNS_PER_CALL = Math.ceil(MINIMUM_REQUESTS / CALLS.length);

/** A path part: a real-looking id or token most of the time, a broken one otherwise. */
const pathPart = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 60 }).map(String) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 2, arbitrary: hostilePathPart },
);

function requestsOf(call: CallDefinition, seed: number): RequestParts[] {
  const names = Object.keys(call.params?.shape ?? {});
  const parts = fc.record({
    params: fc
      .tuple(...names.map(() => pathPart))
      .map((values) => Object.fromEntries(names.map((name, index) => [name, values[index]]))),
    query: mutatedInput(call.query),
    body: mutatedInput(call.body),
  });
  return fc.sample(parts, { numRuns: RUNS_PER_CALL, seed });
}

interface Finding {
  call: string;
  status: number;
  request: RequestParts;
  answer: string;
}

let t: TestApp;
let close: () => Promise<void>;
const tokens = {} as Record<UserType, string>;
const users = {} as Record<UserType, { id: number }>;
beforeAll(async () => {
  const opened = await createTestAppWithData(LONG_TOKENS);
  t = opened.t;
  close = opened.close;
  setClock(t, '2030-03-10T12:00:00Z');
  const w = await buildActivityWorld(t);
  tokens.S = await issueToken(t, w.student);
  tokens.T = await issueToken(t, w.teacher);
  tokens.C = await issueToken(t, w.schoolAdmin);
  users.S = w.student;
  users.T = w.teacher;
  users.C = w.schoolAdmin;
});
afterAll(() => close());

/** The role a call is sent as: the first it declares, or a teacher for calls open to anyone. */
const roleOf = (call: CallDefinition): UserType =>
  Array.isArray(call.roles) ? (call.roles[0] as UserType) : 'T';

async function sendOne({ name, call }: ContractCall, request: RequestParts): Promise<Finding[]> {
  const role = roleOf(call);
  const token = ENDS_SESSION.has(name) ? await issueToken(t, users[role]) : tokens[role];
  const caller = createCaller(transportFromNewAddress(t)).withToken(token);
  let result: Awaited<ReturnType<typeof caller.sendUnchecked>>;
  try {
    result = await caller.sendUnchecked(call, request);
  } catch (error) {
    // A success whose answer breaks the call's response schema.
    return [{ call: name, status: 0, request, answer: String(error) }];
  }
  const brokenShape = result.status >= 400 && result.error === undefined;
  if (result.status < 500 && !brokenShape) return [];
  return [{ call: name, status: result.status, request, answer: result.text.slice(0, 300) }];
}

/** Runs the work with at most `limit` of it in flight. */
async function inPool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  }
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/** A request in a line: long text and deep nesting cut short. */
const describeRequest = (request: RequestParts) =>
  JSON.stringify(request, (_, value) =>
    typeof value === 'string' && value.length > 80
      ? `${value.slice(0, 40)}… (${value.length})`
      : value,
  ).slice(0, 300);

describe('fuzzing every call of the contract', () => {
  it('refuses JSON nested thousands deep as invalid, not as a server error', async () => {
    const caller = createCaller(injectTransport(t.app)).withToken(tokens.T);
    const nested = JSON.parse(`{"email":${deepJson(2000)}}`);
    const result = await caller.sendUnchecked(accounts.validateUser, { body: nested });
    expect(result.status, result.text).toBe(400);
    expect(result.error?.errors).toEqual({
      non_field_errors: ['The values sent are nested too deeply.'],
    });
  });

  it(
    `answers ${RUNS_PER_CALL} generated requests per call without a 5xx, refusals in the error shape`,
    async ({ task }) => {
      const startedAt = performance.now();
      const work = CALLS.flatMap((entry, index) =>
        requestsOf(entry.call, FUZZ_SEED + index).map((request) => ({ entry, request })),
      );
      const findings = (
        await inPool(work, CONCURRENCY, ({ entry, request }) => sendOne(entry, request))
      ).flat();
      const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
      const summary = `${work.length} requests, seed ${FUZZ_SEED}`;
      task.meta.summary = summary;
      console.log(`fuzzing: ${summary}, ${CALLS.length} calls, ${seconds} s`);
      const report = findings
        .slice(0, 20)
        .map(
          (f) =>
            `${f.call} answered ${f.status || 'an invalid success'}: ${describeRequest(f.request)} -> ${f.answer}`,
        );
      expect(report, `${findings.length} requests failed`).toEqual([]);
      expect(work.length).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
    },
    10 * 60_000,
  );
});
