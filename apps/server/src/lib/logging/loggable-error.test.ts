import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { createFactories } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import { describeError, loggableError } from './loggable-error.js';

/** Values a failed statement carried: none may reach a log. */
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$never-in-a-log';
const EMAIL = 'mina.byrne@school.test';
const NOT_A_UUID = 'child-answer-never-in-a-log';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The error of inserting a second user with an email already taken. */
async function duplicateEmailError(): Promise<unknown> {
  const make = createFactories(database.db);
  const school = await make.school(await make.district(), 'Riverside');
  const first = await make.user({ type: 'S', organisation: school, email: EMAIL });
  const { organisationId, userType, firstName, lastName } = first;
  return database.db
    .insert(users)
    .values({ organisationId, userType, email: EMAIL, firstName, lastName, passwordHash: HASH })
    .then(() => null)
    .catch((error: unknown) => error);
}

const showsNoValue = (text: string) => {
  expect(text).not.toContain(HASH);
  expect(text).not.toContain('never-in-a-log');
  expect(text).not.toContain(EMAIL);
  expect(text).not.toContain('params');
};

describe('errors in logs', () => {
  it('keep the failed query, the constraint and the stack, and none of the values', async () => {
    const error = await duplicateEmailError();
    expect(String((error as Error).message)).toContain(HASH);
    const logged = loggableError(error);
    showsNoValue(JSON.stringify(logged));
    showsNoValue(describeError(error));
    expect(logged.message).toMatch(/^Failed query: insert into "users"/);
    expect(logged.stack).toContain('\n    at ');
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'users_email' });
  });

  it('cut the value a data exception quotes', async () => {
    const error = await database.db
      .execute(sql`select ${NOT_A_UUID}::uuid`)
      .catch((failure: unknown) => failure);
    expect(JSON.stringify(loggableError(error).cause)).toContain('22P02');
    showsNoValue(describeError(error));
  });

  it('reach the API log without the values of the statement that failed', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      database,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    app.get('/api/test/failing-insert', async () => {
      throw await duplicateEmailError();
    });
    const answer = await app.inject({ method: 'GET', url: '/api/test/failing-insert' });
    await app.close();
    expect(answer.statusCode).toBe(500);
    const failure = lines.find((line) => line.includes('request failed'));
    expect(failure).toContain('users_email');
    showsNoValue(lines.join('\n'));
  });
});
