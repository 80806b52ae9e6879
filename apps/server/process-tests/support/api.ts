import { accounts } from '@kitlab/contract';
import { DEMO_PASSWORD } from './server-process.js';

export interface Answer {
  status: number;
  body: unknown;
}

/** The API of a running server over real HTTP, as a browser would call it. */
export function apiAt(baseUrl: string) {
  async function call(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; query?: Record<string, string | number> } = {},
  ): Promise<Answer> {
    const url = new URL(`/api${path}`, baseUrl);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      url.searchParams.set(name, String(value));
    }
    const response = await fetch(url, {
      method,
      headers: {
        ...(options.token ? { authorization: `token ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  /** The body of a call that must succeed; throws with the answer otherwise. */
  async function expectOk<T>(...args: Parameters<typeof call>): Promise<T> {
    const answer = await call(...args);
    if (answer.status >= 300) {
      throw new Error(
        `${args[0]} ${args[1]} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
    }
    return answer.body as T;
  }

  async function signIn(email: string, password = DEMO_PASSWORD) {
    return expectOk<{ token: string; student_class: { class_id: number }[] }>(
      'POST',
      accounts.login.path,
      { body: { email, password } },
    );
  }

  return { call, expectOk, signIn };
}

export type Api = ReturnType<typeof apiAt>;

export const DEMO = {
  districtAdmin: 'district.admin@demo.kitlab.test',
  schoolAdmin: 'school.admin@demo.kitlab.test',
  teacher: 'teacher@demo.kitlab.test',
  student: 'student@demo.kitlab.test',
};
