import { accounts, studentRecords, TEST_CLOCK_SHIFT_HEADER } from '@kitlab/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { type Api, apiAt, DEMO } from './support/api.js';
import { freshDataTarget } from './support/data-target.js';
import { type DataTarget, type ServerProcess, startServer } from './support/server-process.js';

/** The bound on waiting for the purge a server runs as it starts, for a slow machine. */
const PURGED_WITHIN_MS = 60_000;
const DAY_MS = 24 * 3_600_000;
/** Past the default retention of a year: the student left this long ago. */
const LEFT_AGO_MS = (studentRecords.RETENTION_DEFAULT_DAYS + 1) * DAY_MS;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A server whose clock each request may shift (X-Test-Clock-Shift), as the journeys use. */
async function serverOn(target: DataTarget): Promise<ServerProcess> {
  const server = await startServer(target, process.execPath, { TEST_CLOCK_SHIFT: 'true' });
  cleanups.push(async () => server.child.exitCode === null && server.stop('SIGKILL'));
  return server;
}

/**
 * A new student of the demo school who left a year and a day ago: the administrator
 * deactivates them with the server's clock shifted back. Answers their token.
 */
async function formerStudent(server: ServerProcess): Promise<string> {
  const api = apiAt(server.url);
  const { token } = await api.signIn(DEMO.schoolAdmin);
  const { settings } = await api.expectOk<{ settings: studentRecords.RetentionSetting[] }>(
    'GET',
    studentRecords.getRetention.path,
    { token },
  );
  const school = settings.find((s) => s.kind === 'school');
  if (!school) throw new Error('the demo administrator manages no school');
  const student = await api.expectOk<accounts.ManagedUser>('POST', accounts.createUser.path, {
    token,
    body: {
      user_type: 'S',
      email: `leaver-${Date.now()}@demo.kitlab.test`,
      first_name: 'Former',
      last_name: 'Student',
      school_token: school.organisation_token,
    },
  });
  const path = accounts.updateUser.path.replace('{user_token}', student.user_token);
  const response = await fetch(new URL(`/api${path}`, server.url), {
    method: 'PATCH',
    headers: {
      authorization: `token ${token}`,
      'content-type': 'application/json',
      [TEST_CLOCK_SHIFT_HEADER]: String(-LEFT_AGO_MS),
    },
    body: JSON.stringify({ is_active: false }),
  });
  expect(response.status).toBe(200);
  return student.user_token;
}

/** Until the student's account is gone (the purge ran), or the bound passes. */
async function untilErased(api: Api, studentToken: string) {
  const { token } = await api.signIn(DEMO.schoolAdmin);
  const path = accounts.getUser.path.replace('{user_token}', studentToken);
  const until = Date.now() + PURGED_WITHIN_MS;
  while ((await api.call('GET', path, { token })).status !== 404) {
    if (Date.now() > until) throw new Error(`${studentToken} was not purged`);
    await new Promise((wait) => setTimeout(wait, 500));
  }
}

/** The retention receipts of the administrator's school. */
async function retentionReceipts(api: Api) {
  const { token } = await api.signIn(DEMO.schoolAdmin);
  const page = await api.expectOk<{ results: studentRecords.ErasureReceipt[] }>(
    'GET',
    studentRecords.listErasures.path,
    { token, query: { per_page: 100 } },
  );
  return page.results.filter((receipt) => receipt.reason === 'retention');
}

describe('the retention purge in the built server', () => {
  it('erases a student who left more than a year ago as the server starts, with one receipt', async () => {
    const data = await freshDataTarget('retention-purge');
    cleanups.push(data.remove);
    const first = await serverOn(data.target);
    const studentToken = await formerStudent(first);
    expect((await first.stop('SIGTERM')).code).toBe(0);

    const second = await serverOn(data.target);
    const api = apiAt(second.url);
    await untilErased(api, studentToken);
    const receipts = await retentionReceipts(api);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.erased_by).toBeNull();
    expect((await second.stop('SIGTERM')).code).toBe(0);
  });
});

// PGlite serves one process: several processes need PostgreSQL.
describe.skipIf(!process.env.PROCESS_DATABASE_URL)(
  'the retention purge run by two API processes over one PostgreSQL',
  () => {
    it('erases a due student once, with one receipt', async () => {
      const data = await freshDataTarget('retention-purge-two');
      cleanups.push(data.remove);
      const first = await serverOn(data.target);
      const studentToken = await formerStudent(first);
      expect((await first.stop('SIGTERM')).code).toBe(0);

      // Both purge as they start, at the same time.
      const servers = await Promise.all([serverOn(data.target), serverOn(data.target)]);
      const [one, other] = servers.map((server) => apiAt(server.url));
      if (!one || !other) throw new Error('two servers expected');
      await untilErased(one, studentToken);
      // Stopping waits for a purge under way, so both have finished theirs.
      for (const server of servers) expect((await server.stop('SIGTERM')).code).toBe(0);

      const last = await serverOn(data.target);
      expect(await retentionReceipts(apiAt(last.url))).toHaveLength(1);
      expect((await last.stop('SIGTERM')).code).toBe(0);
    });
  },
);
