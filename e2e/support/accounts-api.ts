import { randomUUID } from 'node:crypto';
import { accounts } from '@kitlab/contract';
import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD, districtAdmin } from './accounts';

/** The API as the journeys call it directly: the contract's paths under /api. */
const api = (path: string) => `/api${path}`;

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

export interface CreatedUser {
  userToken: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Signs in through the API and answers the token. */
export async function apiSignIn(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const response = await request.post(api(accounts.login.path), { data: { email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export function adminToken(request: APIRequestContext): Promise<string> {
  return apiSignIn(request, districtAdmin.email, DEMO_PASSWORD);
}

/** The Authorization header that carries a sign-in token. */
export const auth = (token: string) => ({ Authorization: `token ${token}` });

/** Signs in through the API and answers the header to send with that account's calls. */
export async function signedInHeaders(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Record<string, string>> {
  return auth(await apiSignIn(request, email, password));
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
  const token = await adminToken(request);
  const lov = await request.post(api(accounts.hierarchyLov.path), { headers: auth(token) });
  expect(lov.status()).toBe(200);
  const { schools } = (await lov.json()) as {
    schools: { school_token: string; classes: { class_id: number }[] }[];
  };
  const school = schools[0];
  if (!school) throw new Error('The demo district has no school');
  const userType = options.userType ?? 'S';
  const firstName = options.firstName ?? 'Journey';
  const lastName = `Tester ${randomUUID().slice(0, 4)}`;
  const email = uniqueEmail(firstName.toLowerCase());
  const created = await request.post(api(accounts.createUser.path), {
    headers: auth(token),
    data: {
      user_type: userType,
      email,
      first_name: firstName,
      last_name: lastName,
      school_token: school.school_token,
      ...(userType === 'S' && school.classes[0] ? { class_id: school.classes[0].class_id } : {}),
      ...(options.temporaryPassword ? { temporary_password: options.temporaryPassword } : {}),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const user = (await created.json()) as { user_token: string };
  return { userToken: user.user_token, email, firstName, lastName };
}

/** The newest mail to an address in the development outbox, newer than `afterId`. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  afterId = 0,
): Promise<OutboxMail> {
  const token = await adminToken(request);
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(api(accounts.listOutbox.path), {
          headers: auth(token),
          params: { per_page: 100 },
        });
        const page = (await response.json()) as { results: OutboxMail[] };
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
  const token = await adminToken(request);
  const before = await latestMailId(request, token);
  const path = accounts.sendResetLink.path.replace('{user_token}', user.userToken);
  const sent = await request.post(api(path), { headers: auth(token) });
  expect(sent.status()).toBe(200);
  return linkIn(await waitForMail(request, user.email, before));
}

export async function latestMailId(request: APIRequestContext, token?: string): Promise<number> {
  const response = await request.get(api(accounts.listOutbox.path), {
    headers: auth(token ?? (await adminToken(request))),
    params: { per_page: 1 },
  });
  const page = (await response.json()) as { results: OutboxMail[] };
  return page.results[0]?.id ?? 0;
}

/** Replaces a temporary password through the API, so a journey starts past that gate. */
export async function choosePassword(
  request: APIRequestContext,
  user: CreatedUser,
  temporary: string,
  chosen: string,
): Promise<void> {
  const token = await apiSignIn(request, user.email, temporary);
  const changed = await request.post(api(accounts.changePassword.path), {
    headers: auth(token),
    data: { current_password: temporary, new_password: chosen },
  });
  expect(changed.status(), await changed.text()).toBe(200);
}
