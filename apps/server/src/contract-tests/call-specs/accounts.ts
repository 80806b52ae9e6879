import { accounts, type Caller } from '@kitlab/contract';
import { ensureReferenceData } from '../../db/seed/reference-data.js';
import { encryptForServer } from '../../test/encrypt-payload.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { codeIn, latestOutboxId, waitForOutboxMail } from '../../test/outbox.js';
import type { TestApp } from '../../test/test-app.js';
import { anonymousCaller, callerFor } from '../matrix-world.js';
import type { CallSpec, InputContext } from '../ownership.js';

/** A student's latest mail, waited for after something sent it. */
async function mailTo(t: TestApp, email: string, send: () => Promise<unknown>) {
  const before = await latestOutboxId(t.db, email);
  await send();
  return waitForOutboxMail(t.db, email, before);
}

/** A new student of school A and a reset key for them from the emailed code. */
async function resetKeyOf(c: InputContext, anonymous: Caller) {
  const user = await c.t.make.user({ type: 'S', organisation: c.people.schoolA });
  const mail = await mailTo(c.t, user.email, () =>
    anonymous.send(accounts.sendRecoveryCode, { body: { email: user.email } }),
  );
  return { user, otp: codeIn(mail.textBody) };
}

const anonymousOf = (c: InputContext) => anonymousCaller(c.t);

/** Sign-in, password resets and the users of a school. */
export const ACCOUNTS_SPECS: Record<string, CallSpec> = {
  'accounts.assignTeaching': {
    rule: 'school',
    async input(f, c) {
      // A class the teacher does not teach yet, so that no cell is refused as a duplicate.
      const free = await c.t.make.schoolClass(f.school, `6-${c.unique()}`);
      const reference = await ensureReferenceData(c.t.db);
      return {
        params: { user_token: f.teacher.token },
        body: { class_id: free.id, subject_id: reference.subjectIdOf('Science') },
      };
    },
  },
  'accounts.changePassword': {
    rule: 'self',
    input: (_, c) => ({
      body: { current_password: TEST_PASSWORD, new_password: `violet kites at noon ${c.unique()}` },
    }),
  },
  'accounts.checkPasswordReset': { rule: 'self', input: () => ({ body: { key: 'x'.repeat(43) } }) },
  'accounts.createUser': {
    rule: 'school',
    // The school is chosen from a list of the administrator's own: another is a wrong choice.
    refusal: 400,
    input: (f, c) => ({
      body: {
        user_type: 'S',
        email: `new-${c.unique()}@school.test`,
        first_name: 'Ada',
        last_name: 'Lovelace',
        school_token: f.school.token,
        class_id: f.schoolClass.id,
      },
    }),
  },
  'accounts.resetPassword': {
    rule: 'self',
    async input(_, c) {
      const anonymous = anonymousOf(c);
      const { user, otp } = await resetKeyOf(c, anonymous);
      const verified = await anonymous.send(accounts.verifyRecoveryCode, {
        body: { email: user.email, otp },
      });
      const reset_key = verified.data?.reset_key ?? '';
      const password = `violet kites at noon ${c.unique()}`;
      return { body: { payload: await encryptForServer(c.t.app, { reset_key, password }) } };
    },
  },
  'accounts.sendRecoveryCode': {
    rule: 'self',
    async input(_, c) {
      const user = await c.t.make.user({ type: 'S', organisation: c.people.schoolA });
      return { body: { email: user.email } };
    },
  },
  'accounts.verifyRecoveryCode': {
    rule: 'self',
    async input(_, c) {
      const { user, otp } = await resetKeyOf(c, anonymousOf(c));
      return { body: { email: user.email, otp } };
    },
  },
  'accounts.getUser': {
    rule: 'school',
    input: (f) => ({ params: { user_token: f.student.token } }),
  },
  'accounts.listUsers': {
    rule: 'school',
    refusal: 'empty list',
    input: (f) => ({ query: { school_token: f.school.token } }),
  },
  'accounts.login': {
    rule: 'self',
    async input(_, c) {
      // Someone whose password no other cell changes, once per cell: failed sign-ins are limited.
      const user = await c.t.make.user({ type: 'S', organisation: c.people.schoolA });
      return { body: { email: user.email, password: TEST_PASSWORD } };
    },
  },
  'accounts.removeTeaching': {
    rule: 'school',
    async input(f, c) {
      const schoolClass = await c.t.make.schoolClass(f.school, `6-${c.unique()}`);
      const teaching = await c.t.make.teach(f.teacher, schoolClass, 'Science');
      return { params: { user_token: f.teacher.token, teacher_assign_id: teaching.id } };
    },
  },
  'accounts.resetPasswordFromLink': {
    rule: 'self',
    async input(_, c) {
      const user = await c.t.make.user({ type: 'S', organisation: c.people.schoolA });
      const admin = await callerFor(c.t, c.people.adminA);
      const mail = await mailTo(c.t, user.email, () =>
        admin.send(accounts.sendResetLink, { params: { user_token: user.token } }),
      );
      const key = /reset-password#key=([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1] ?? '';
      const password = `violet kites at noon ${c.unique()}`;
      return {
        body: { key },
        headers: {
          [accounts.ENCRYPTED_PAYLOAD_HEADER]: await encryptForServer(c.t.app, { password }),
        },
      };
    },
  },
  'accounts.sendResetLink': {
    rule: 'school',
    input: (f) => ({ params: { user_token: f.student.token } }),
  },
  'accounts.updateUser': {
    rule: 'school',
    input: (f) => ({ params: { user_token: f.student.token }, body: { first_name: 'Ada' } }),
  },
  'accounts.getUserPrivacy': {
    rule: 'self',
    async input(_, c) {
      const policy = await c.t.make.policy();
      return { body: { accept: true, policy_id: policy.id } };
    },
  },
};
