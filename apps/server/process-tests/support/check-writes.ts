import { accounts } from '@kitlab/contract';
import { expect } from 'vitest';
import { apiAt } from './api.js';
import type { SchoolBurst } from './burst.js';
import { savedAnswers } from './classwork.js';
import { possibleFinalValues } from './writers.js';

async function emailsFound(baseUrl: string, token: string, search: string) {
  const api = apiAt(baseUrl);
  const emails = new Set<string>();
  for (let page = 1; ; page++) {
    const found = await api.expectOk<{ next: number | null; results: { email: string }[] }>(
      'GET',
      accounts.listUsers.path,
      { token, query: { search, per_page: 100, page } },
    );
    for (const user of found.results) emails.add(user.email);
    if (found.next === null) return emails;
  }
}

/**
 * Checks, on the restarted server, every write the burst had acknowledged: each created student
 * exists, and the teacher's name and each answer are the last acknowledged value (or one sent
 * after it whose answer was lost). Answers the counts for the report.
 */
export async function expectEveryAcknowledgedWrite(
  baseUrl: string,
  burst: SchoolBurst,
  prefix: string,
) {
  const created = burst.creations.flatMap((c) => c.acknowledged);
  const kept = await emailsFound(baseUrl, burst.admin.token, prefix);
  const lost = created.filter((email) => !kept.has(email));
  expect(lost).toEqual([]);

  const api = apiAt(baseUrl);
  const profile = await api.expectOk<{ first_name: string }>(
    'GET',
    accounts.getAccountSettings.path,
    { token: burst.teacher.token },
  );
  expect(possibleFinalValues(burst.names)).toContain(profile.first_name);

  const saved = await savedAnswers(api, burst.quiz);
  for (const { question, writes } of burst.answers) {
    expect(possibleFinalValues(writes)).toContain(saved.get(question.id)?.[0]);
  }
  const acknowledged = burst.streams.reduce((sum, s) => sum + s.acknowledged.length, 0);
  return { acknowledged, created: created.length, lost: lost.length };
}
