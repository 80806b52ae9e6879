import { accounts } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOn } from '../test/api-caller.js';
import { outboxCount } from '../test/outbox.js';
import { plainTextOf, startSmtpCatcher } from '../test/smtp-catcher.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://school.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail over SMTP', () => {
  it('delivers the recovery code as text and HTML, and the code from the message works', async () => {
    const district = await t.make.district();
    const school = await t.make.school(district);
    const student = await t.make.user({ type: 'S', organisation: school, firstName: 'Zoë' });

    await callerOn(t.app).call(accounts.sendRecoveryCode, { body: { email: student.email } });

    const mail = await smtp.waitFor(student.email);
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative/im);
    expect(mail.raw).toMatch(/^Content-Type: text\/html/im);
    const text = plainTextOf(mail.raw);
    expect(text).toContain('Hello Zoë,');
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await outboxCount(t.db, student.email)).toBe(0);

    const verified = await callerOn(t.app).call(accounts.verifyRecoveryCode, {
      body: { email: student.email, otp: code ?? '' },
    });
    expect(verified.reset_key).toBeTruthy();
  });

  it('delivers a reset link from an administrator, and hides the development outbox', async () => {
    const district = await t.make.district();
    const school = await t.make.school(district);
    const admin = await t.make.user({ type: 'C', organisation: school });
    const teacher = await t.make.user({ type: 'T', organisation: school });
    const token = await t.signIn(admin.email);

    await callerOn(t.app, token).call(accounts.sendResetLink, {
      params: { user_token: teacher.token },
    });
    const text = plainTextOf((await smtp.waitFor(teacher.email)).raw);
    expect(text).toMatch(/https:\/\/school\.example\/reset-password#key=[A-Za-z0-9_-]{43}/);

    const outbox = await callerOn(t.app, token).send(accounts.listOutbox);
    expect(outbox.status).toBe(404);
  });
});
