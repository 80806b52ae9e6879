import { notifications } from '@kitlab/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_DISTRICT_NAME } from '../src/demo/demo-district.js';
import { startSmtpCatcher } from '../src/test/smtp-catcher.js';
import { apiAt, DEMO } from './support/api.js';
import { startDemoQuiz } from './support/classwork.js';
import { expectCleanLog, stopAll } from './support/clean-stop.js';
import { freshDataTarget, withAdmin } from './support/data-target.js';
import { startTogether } from './support/server-process.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function demoDistricts(databaseUrl: string): Promise<number> {
  const { rows } = await withAdmin(databaseUrl, (client) =>
    client.query(
      "select count(*)::int as count from organisations where kind = 'district' and name = $1",
      [DEMO_DISTRICT_NAME],
    ),
  );
  return rows[0].count;
}

// PGlite serves one process: several processes need PostgreSQL.
describe.skipIf(!process.env.PROCESS_DATABASE_URL)(
  'several API processes over one PostgreSQL',
  () => {
    it('start together on an empty and on a migrated database with one seed, and send a digest once', async () => {
      const data = await freshDataTarget('several');
      cleanups.push(data.remove);
      const databaseUrl = data.target.databaseUrl ?? '';
      const smtp = await startSmtpCatcher();
      cleanups.push(() => smtp.close());
      const environment = { SMTP_URL: smtp.url };

      const first = await startTogether(data.target, 2, cleanups, environment);
      expect(await demoDistricts(databaseUrl)).toBe(1);
      // The student takes new work in the daily digest, at any hour; the work is set through the
      // other process.
      const api = apiAt(first[0]?.url ?? '');
      const student = await api.signIn(DEMO.student);
      await api.expectOk('PUT', notifications.saveNotificationSettings.path, {
        token: student.token,
        body: {
          kinds: [{ kind: 'work_assigned', delivery: 'digest' }],
          quiet_hours_start: '00:00',
          quiet_hours_end: '00:00',
        },
      });
      await startDemoQuiz(apiAt(first[1]?.url ?? ''));
      await stopAll(first);

      // Both send the digests due as they start listening.
      const second = await startTogether(data.target, 2, cleanups, environment);
      expect(await demoDistricts(databaseUrl)).toBe(1);
      const digest = await smtp.waitFor(DEMO.student, 60_000);
      expect(digest.raw).toContain('Subject: Your Kitlab digest');
      await stopAll(second);
      expect(smtp.delivered.filter((mail) => mail.to.includes(DEMO.student))).toHaveLength(1);
      for (const server of [...first, ...second]) expectCleanLog(server);
    });
  },
);
