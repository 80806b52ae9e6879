import { randomUUID } from 'node:crypto';
import { accounts, type Caller, type CallResponse } from '@kitlab/contract';
import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD, districtAdmin } from './accounts';
import { signedInApi } from './api';

/** A mail in the development outbox. */
export type OutboxMail = CallResponse<typeof accounts.listOutbox>['results'][number];

/** A user a journey made, as the API answers them. */
export type CreatedUser = CallResponse<typeof accounts.createUser>;

/** The district administrator, signed in through the API. */
export function adminApi(request: APIRequestContext) {
  return signedInApi(request, districtAdmin.email, DEMO_PASSWORD);
}

/** An address no other journey uses, in the demo domain. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@demo.kitlab.test`;
}

/**
 * A fresh account for a journey that changes passwords, so the demo accounts other journeys
 * sign in with stay as they are. A student in the first class of the first school.
 */
export async function createUser(
  request: APIRequestContext,
  options: { userType?: 'S' | 'T'; temporaryPassword?: string; firstName?: string } = {},
): Promise<CreatedUser> {
  const admin = await adminApi(request);
  const { schools } = await admin.call(accounts.getHierarchy);
  const school = schools[0];
  if (!school) throw new Error('The demo district has no school');
  const userType = options.userType ?? 'S';
  const firstName = options.firstName ?? 'Journey';
  const firstClass = school.classes[0];
  return admin.call(accounts.createUser, {
    body: {
      user_type: userType,
      email: uniqueEmail(firstName.toLowerCase()),
      first_name: firstName,
      last_name: `Tester ${randomUUID().slice(0, 4)}`,
      school_token: school.school_token,
      ...(userType === 'S' && firstClass ? { class_id: firstClass.class_id } : {}),
      ...(options.temporaryPassword ? { temporary_password: options.temporaryPassword } : {}),
    },
  });
}

/** The newest mail to an address in the development outbox, newer than `afterId`. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  afterId = 0,
  admin?: Caller,
): Promise<OutboxMail> {
  const outbox = admin ?? (await adminApi(request));
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const page = await outbox.call(accounts.listOutbox, { query: { per_page: 100 } });
        found = page.results.find((mail) => mail.to === to && mail.id > afterId);
        return found !== undefined;
      },
      { message: `mail to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`No mail to ${to}`);
  return found;
}

export function codeIn(mail: OutboxMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in "${mail.subject}"`);
  return code;
}

export function linkIn(mail: OutboxMail): string {
  const link = /(https?:\/\/\S+\/reset-password#key=[\w-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`No reset link in "${mail.subject}"`);
  return link;
}

/** Emails a user a link to set a new password and answers the link. */
export async function sendResetLink(request: APIRequestContext, user: CreatedUser) {
  const admin = await adminApi(request);
  const before = await latestMailId(admin);
  await admin.call(accounts.sendResetLink, { params: { user_token: user.user_token } });
  return linkIn(await waitForMail(request, user.email, before, admin));
}

async function latestMailId(admin: Caller): Promise<number> {
  const page = await admin.call(accounts.listOutbox, { query: { per_page: 1 } });
  return page.results[0]?.id ?? 0;
}

/** Replaces a temporary password through the API, so a journey starts past that gate. */
export async function choosePassword(
  request: APIRequestContext,
  user: { email: string },
  temporary: string,
  chosen: string,
): Promise<void> {
  const api = await signedInApi(request, user.email, temporary);
  await api.call(accounts.changePassword, {
    body: { current_password: temporary, new_password: chosen },
  });
}
