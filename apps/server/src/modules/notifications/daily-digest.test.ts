import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSettings, notifications, users } from '../../db/schema/index.js';
import { createMailer } from '../../lib/mail.js';
import { setClock, setTimeZone } from '../../test/assignment-world.js';
import { latestOutboxId, waitForOutboxMail } from '../../test/outbox.js';
import { plainTextOf, startSmtpCatcher } from '../../test/smtp-catcher.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sendDailyDigests } from './index.js';

const t = {} as TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  Object.assign(t, await createTestApp());
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const PUBLIC_URL = 'https://kitlab.school.example';
const digestsBy = (mailer: ReturnType<typeof createMailer>) =>
  sendDailyDigests({ db: t.db, clock: t.clock, mailer, publicUrl: PUBLIC_URL });

async function studentIn(timeZone: string) {
  const district = await t.make.district();
  const school = await t.make.school(district, `School ${district.id}`);
  await setTimeZone(t, school, timeZone);
  const student = await t.make.user({ type: 'S', organisation: school, firstName: 'Mina' });
  return { school, student };
}

let sourceKeys = 0;
async function waiting(
  user: { id: number; organisationId: number },
  title: string,
  inDigest = true,
) {
  await t.db.insert(notifications).values({
    userId: user.id,
    organisationId: user.organisationId,
    kind: 'work_assigned',
    sourceKey: `test:${++sourceKeys}`,
    title,
    body: 'Ada Byrne set it for your class.',
    link: '/quiz/4?assignment=9',
    inDigest,
    createdAt: t.clock.now(),
  });
}

const rowsOf = (userId: number) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('the daily digest', () => {
  it('sends one email over SMTP after quiet hours, once a school day, then stamps what went', async () => {
    const smtpMailer = createMailer(t.db, smtp.url);
    // Auckland is 13 hours ahead in March (NZDT).
    const { student } = await studentIn('Pacific/Auckland');
    setClock(t, '2030-03-09T16:00:00Z'); // 05:00 on the 10th there: quiet hours.
    await waiting(student, 'New work: Tides');
    await waiting(student, 'Marked: Levers');
    await waiting(student, 'Pushed, not in the digest', false);
    expect(await digestsBy(smtpMailer)).toBe(0);

    setClock(t, '2030-03-09T18:30:00Z'); // 07:30 on the 10th.
    expect(await digestsBy(smtpMailer)).toBe(1);
    const mail = await smtp.waitFor(student.email);
    const text = plainTextOf(mail.raw);
    expect(mail.raw).toContain('Subject: Your Kitlab digest: 2 notifications');
    expect(text).toContain('Hello Mina,');
    expect(text).toContain('New work: Tides');
    expect(text).toContain('Marked: Levers');
    expect(text).toContain(`${PUBLIC_URL}/quiz/4?assignment=9`);
    expect(text).not.toContain('Pushed, not in the digest');
    const rows = await rowsOf(student.id);
    expect(rows.filter((r) => r.digestedAt !== null)).toHaveLength(2);
    const [settings] = await t.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, student.id));
    expect(settings?.lastDigestOn).toBe('2030-03-10');

    // Later the same school day: new notices wait for tomorrow's digest.
    await waiting(student, 'Returned to you: Pulleys');
    setClock(t, '2030-03-10T04:00:00Z'); // 17:00 on the 10th.
    expect(await digestsBy(smtpMailer)).toBe(0);
    setClock(t, '2030-03-10T18:05:00Z'); // 07:05 on the 11th.
    expect(await digestsBy(smtpMailer)).toBe(1);
    expect(smtp.delivered.filter((m) => m.to.includes(student.email))).toHaveLength(2);
  });

  it('keeps the digest in the mailbox without SMTP, and sends none to who switched email off', async () => {
    const outbox = createMailer(t.db, undefined);
    const { student } = await studentIn('UTC');
    const { student: noEmail } = await studentIn('UTC');
    await t.db
      .update(users)
      .set({ notificationPreferences: { email: false, push: true } })
      .where(eq(users.id, noEmail.id));
    setClock(t, '2030-07-01T12:00:00Z');
    await waiting(student, 'Due tomorrow: Tides');
    await waiting(noEmail, 'Due tomorrow: Tides');
    const before = await latestOutboxId(t.db, student.email);
    await digestsBy(outbox);
    const mail = await waitForOutboxMail(t.db, student.email, before);
    expect(mail.subject).toBe('Your Kitlab digest: 1 notification');
    expect(mail.textBody).toContain('Due tomorrow: Tides');
    expect(mail.htmlBody).toContain(`href="${PUBLIC_URL}/settings/notifications"`);
    expect((await rowsOf(noEmail.id))[0]?.digestedAt).toBeNull();
  });

  it('goes once when several runs (several processes) send at the same moment', async () => {
    const smtpMailer = createMailer(t.db, smtp.url);
    const { student } = await studentIn('UTC');
    setClock(t, '2030-09-02T12:00:00Z');
    await waiting(student, 'New work: Magnets');
    const runs = await Promise.all([1, 2, 3].map(() => digestsBy(smtpMailer)));
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(1);
    expect(smtp.delivered.filter((m) => m.to.includes(student.email))).toHaveLength(1);
  });

  it('puts a digest that could not be sent back to wait for the next run', async () => {
    const { student } = await studentIn('UTC');
    setClock(t, '2030-09-03T12:00:00Z');
    await waiting(student, 'New work: Circuits');
    const broken: ReturnType<typeof createMailer> = {
      delivery: 'smtp',
      send: () => Promise.reject(new Error('the mail server is down')),
    };
    await expect(digestsBy(broken)).rejects.toThrow('1 digest emails could not be sent');
    expect((await rowsOf(student.id))[0]?.digestedAt).toBeNull();

    expect(await digestsBy(createMailer(t.db, smtp.url))).toBe(1);
    const mail = await smtp.waitFor(student.email);
    expect(plainTextOf(mail.raw)).toContain('New work: Circuits');
  });
});
