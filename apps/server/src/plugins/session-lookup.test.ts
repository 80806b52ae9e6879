import { accounts } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useActivityTest } from '../test/activity-world.js';
import { callerOn } from '../test/api-caller.js';
import { recordStatementsSent } from '../test/statements-sent.js';

const { t, w, as, tokenOf } = useActivityTest();

const settingsWith = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/accounts/account-settings',
    headers: { authorization: `token ${token}` },
  });

describe('the sign-ins of calls made at once', () => {
  it('are looked up together, each call answered as its own user', async () => {
    const people = [w.teacher, w.student, w.classmate, w.teacher, w.student, w.classmate];
    for (const person of people) await tokenOf(person);
    const sent = recordStatementsSent(t.db);

    const profiles = await Promise.all(
      people.map((person) => as(person).call(accounts.getAccountSettings)),
    );

    expect(profiles.map((profile) => profile.email)).toEqual(people.map((person) => person.email));
    const lookups = sent.texts.filter((text) => text.includes('request.token_hash'));
    expect(lookups.length).toBeGreaterThan(0);
    expect(lookups.length).toBeLessThan(people.length);
  });

  it('refuse only the calls whose token stands for no session: unknown, or signed out', async () => {
    const signedOut = await t.signIn(w.classmate.email);
    expect((await settingsWith(signedOut)).statusCode).toBe(200);
    await callerOn(t.app, signedOut).call(accounts.logout);

    const answers = await Promise.all([
      settingsWith(await tokenOf(w.teacher)),
      settingsWith('no-such-token'),
      settingsWith(signedOut),
      settingsWith(await tokenOf(w.student)),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 401, 200]);
    expect(answers[3]?.json()).toMatchObject({ email: w.student.email });
  });
});
