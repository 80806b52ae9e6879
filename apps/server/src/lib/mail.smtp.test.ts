import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxCount } from '../test/outbox.js';
import { plainTextOf, startSmtpCatcher } from '../test/smtp-catcher.js';
import { authHeader, createTestApp, type TestApp } from '../test/test-app.js';

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

    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/forgot-password-otp?format=json',
      payload: { email: student.email },
    });
    expect(requested.statusCode).toBe(200);

    const mail = await smtp.waitFor(student.email);
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative/im);
    expect(mail.raw).toMatch(/^Content-Type: text\/html/im);
    const text = plainTextOf(mail.raw);
    expect(text).toContain('Hello Zoë,');
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await outboxCount(t.db, student.email)).toBe(0);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/forgot-password-otp-verify?format=json',
      payload: { email: student.email, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().reset_key).toBeTruthy();
  });

  it('delivers a reset link from an administrator, and hides the development outbox', async () => {
    const district = await t.make.district();
    const school = await t.make.school(district);
    const admin = await t.make.user({ type: 'C', organisation: school });
    const teacher = await t.make.user({ type: 'T', organisation: school });
    const token = await t.signIn(admin.email);

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v2/accounts/users/${teacher.token}/send-reset-link`,
      headers: authHeader(token),
    });
    expect(sent.statusCode).toBe(200);
    const text = plainTextOf((await smtp.waitFor(teacher.email)).raw);
    expect(text).toMatch(/https:\/\/school\.example\/reset-password#key=[A-Za-z0-9_-]{43}/);

    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/v2/accounts/outbox/',
      headers: authHeader(token),
    });
    expect(outbox.statusCode).toBe(404);
  });
});
