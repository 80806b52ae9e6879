import { learningEvents as contract } from '@kitlab/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { learningEvents, lrsOutbox } from '../src/db/schema/index.js';
import { validateStatement } from '../src/modules/learning-events/index.js';
import { startTestLrs } from '../src/test/test-lrs.js';
import { apiAt, DEMO } from './support/api.js';
import { answerQuizQuestion, startDemoQuiz } from './support/classwork.js';
import { freshDataTarget } from './support/data-target.js';
import { eventually } from './support/eventually.js';
import type { DataTarget } from './support/server-process.js';
import { startServer } from './support/server-process.js';

const CREDENTIALS = { LRS_KEY: 'kitlab', LRS_SECRET: 'lrs-secret' };

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Every statement the administrator reads on the server, following each `more` link. */
async function statementIdsOnServer(baseUrl: string, token: string): Promise<string[]> {
  const ids: string[] = [];
  let next = `/api${contract.listStatements.path}?limit=0`;
  while (next) {
    const response = await fetch(new URL(next, baseUrl), {
      headers: {
        authorization: `token ${token}`,
        [contract.XAPI_VERSION_HEADER]: contract.XAPI_VERSION,
      },
    });
    if (!response.ok) throw new Error(`${next} answered ${response.status}`);
    const page = (await response.json()) as { statements: { id: string }[]; more: string };
    ids.push(...page.statements.map((statement) => statement.id));
    next = page.more;
  }
  return ids;
}

/** The events and the outbox rows the stopped server left in its database. */
async function storedRows(target: DataTarget) {
  const handle = await openDatabase(
    target.databaseUrl ? { url: target.databaseUrl } : { dataDir: target.dataDir },
  );
  try {
    const events = await handle.db.select({ id: learningEvents.id }).from(learningEvents);
    const outbox = await handle.db.select().from(lrsOutbox);
    return { eventIds: events.map((event) => event.id), outbox };
  } finally {
    await handle.close();
  }
}

describe('forwarding learning events to an LRS from the built server', () => {
  it('sends every statement, valid and with the xAPI headers, and drains the outbox', async () => {
    const lrs = await startTestLrs();
    cleanups.push(lrs.close);
    const data = await freshDataTarget('lrs');
    cleanups.push(data.remove);
    const server = await startServer(data.target, undefined, {
      LRS_URL: lrs.url,
      ...CREDENTIALS,
    });
    cleanups.push(async () => server.child.exitCode === null && server.stop('SIGKILL'));

    const api = apiAt(server.url);
    await answerQuizQuestion(api, await startDemoQuiz(api));
    const admin = await api.signIn(DEMO.districtAdmin);
    const onServer = await statementIdsOnServer(server.url, admin.token);
    expect(onServer.length).toBeGreaterThan(0);

    const received = () => new Set(lrs.taken.map((statement) => statement.id));
    await eventually(
      async () => {
        if (/LRS forwarding failed/.test(server.output())) throw new Error(server.output());
        return onServer.every((id) => received().has(id));
      },
      () =>
        `the LRS has ${received().size} of ${onServer.length}; server said:\n${server.output()}`,
    );
    expect((await server.stop('SIGTERM')).code, server.output()).toBe(0);

    expect(lrs.requests.filter((request) => request.status !== 200)).toEqual([]);
    for (const { statement } of lrs.taken) expect(validateStatement(statement)).toEqual([]);
    const basic = `Basic ${Buffer.from(`${CREDENTIALS.LRS_KEY}:${CREDENTIALS.LRS_SECRET}`).toString('base64')}`;
    for (const { headers } of lrs.requests) {
      expect(headers['x-experience-api-version']).toBe(contract.XAPI_VERSION);
      expect(headers.authorization).toBe(basic);
    }
    const stored = await storedRows(data.target);
    expect(stored.outbox).toEqual([]);
    expect([...received()].sort()).toEqual([...stored.eventIds].sort());
    expect(lrs.taken.length).toBe(received().size);
  });
});
