import {
  activities,
  assignments,
  type Caller,
  type CallQuery,
  learningEvents,
} from '@kitlab/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useActivityTest } from '../../test/activity-world.js';
import { validateStatement } from './statement-validation.js';

const { t, w, as, tokenOf } = useActivityTest();

type Query = CallQuery<typeof learningEvents.listStatements>;
type Statement = learningEvents.Statement;

const BASE = 'http://127.0.0.1:3000';
const VERB = 'http://adlnet.gov/expapi/verbs';
const homeOf = (school: { token: string }) => `${BASE}/organisations/${school.token}`;
const agentOf = (school: { token: string }, user: { token: string }) =>
  JSON.stringify({ objectType: 'Agent', account: { homePage: homeOf(school), name: user.token } });
const activityIri = (kind: string, id: number) => `${BASE}/xapi/activities/${kind}/${id}`;

const read = (caller: Caller, query: Query = {}) =>
  caller.send(learningEvents.listStatements, { query });
const statementsOf = async (caller: Caller, query: Query = {}) =>
  (await caller.call(learningEvents.listStatements, { query })).statements;

/** Every page from the first, following each `more` link as a client does. */
async function allPages(caller: Caller, query: Query) {
  const pages: Statement[][] = [];
  let next: Query | null = query;
  while (next) {
    const page = await caller.call(learningEvents.listStatements, { query: next });
    pages.push(page.statements);
    if (!page.more) break;
    expect(page.more).toMatch(/^\/api\/xapi\/statements\?/);
    next = Object.fromEntries(new URL(page.more, BASE).searchParams) as Query;
  }
  return pages;
}

const extension = (s: Statement, name: string) =>
  (s.context.extensions as Record<string, unknown>)[`${BASE}/xapi/extensions/${name}`];
const parentIds = (s: Statement) =>
  Object.values(s.context.contextActivities as Record<string, { id: string }[]>).flatMap((list) =>
    list.map((a) => a.id),
  );

/** Work assigned, a quiz taken and handed in, in this school, its sister and another district. */
beforeAll(async () => {
  const kit = await w.kitsOf.kit({ title: 'Magnets', activities: ['quiz'] });
  await as(w.teacher).call(assignments.createAssignments, {
    body: { kit_id: kit.kit.id, class_ids: [w.sixA.id], due_date: '2030-03-20' },
  });
  const question = (i: number) => w.quiz.questions[i];
  const option = (q: number, o: number) => question(q)?.options[o]?.id ?? 0;
  const quiz = { body: { activity_id: w.quiz.activity.id } };
  const { answer_header_id: id } = await as(w.student).call(activities.startAttempt, quiz);
  await as(w.student).call(activities.saveAnswer, {
    params: { id },
    body: { activity_detail_id: question(0)?.id ?? 0, answer: [option(0, 0)] },
  });
  await as(w.student).call(activities.completeAnswer, {
    params: { id },
    body: { answer: [{ activity_detail_id: question(2)?.id ?? 0, answer: [option(2, 1)] }] },
  });
  await as(w.classmate).call(activities.startAttempt, quiz);
  for (const [school, schoolClass] of [
    [w.sisterSchool, w.sisterClass],
    [w.otherSchool, w.otherClass],
  ] as const) {
    const teacher = await t.make.user({ type: 'T', organisation: school });
    await t.make.teach(teacher, schoolClass, 'Science');
    await as(teacher).call(assignments.createAssignments, {
      body: { kit_id: kit.kit.id, class_ids: [schoolClass.id], due_date: '2030-03-20' },
    });
  }
});

describe('GET /api/xapi/statements', () => {
  it('answers the events of real calls as valid xAPI 1.0.3 statements, newest first', async () => {
    const response = await read(as(w.schoolAdmin), { limit: 0 });
    expect(response.status).toBe(200);
    expect(response.headers['x-experience-api-version']).toBe('1.0.3');
    const statements = response.data?.statements ?? [];
    for (const statement of statements) expect(validateStatement(statement)).toEqual([]);
    const verbs = statements.map((s) => s.verb.id);
    expect(verbs).toEqual(
      expect.arrayContaining([
        `${VERB}/shared`,
        `${VERB}/attempted`,
        `${VERB}/answered`,
        `${VERB}/completed`,
      ]),
    );
    expect(verbs[0]).toBe(`${VERB}/attempted`); // the classmate's start came last
    expect(response.data?.more).toBe('');
    expect(JSON.stringify(statements)).not.toMatch(/mbox|@|Moreau|Okafor/);
  });

  it("shows a school's administrator their school only, a district's its schools only", async () => {
    const homes = async (admin: { email: string }) =>
      new Set((await statementsOf(as(admin), { limit: 0 })).map((s) => s.actor.account.homePage));
    expect(await homes(w.schoolAdmin)).toEqual(new Set([homeOf(w.school)]));
    expect(await homes(w.districtAdmin)).toEqual(
      new Set([homeOf(w.school), homeOf(w.sisterSchool)]),
    );
    expect(await homes(w.otherAdmin)).toEqual(new Set([homeOf(w.otherSchool)]));
    // Naming another school's student finds nothing either.
    const foreign = await statementsOf(as(w.otherAdmin), { agent: agentOf(w.school, w.student) });
    expect(foreign).toEqual([]);
  });

  it('refuses teachers and students, with the version header', async () => {
    for (const user of [w.teacher, w.student]) {
      const response = await read(as(user));
      expect(response.status).toBe(403);
      expect(response.headers['x-experience-api-version']).toBe('1.0.3');
    }
  });

  it('filters by verb', async () => {
    const answered = await statementsOf(as(w.schoolAdmin), { verb: `${VERB}/answered` });
    expect(answered.length).toBeGreaterThan(0);
    expect(new Set(answered.map((s) => s.verb.id))).toEqual(new Set([`${VERB}/answered`]));
    const unknown = await statementsOf(as(w.schoolAdmin), { verb: `${VERB}/passed` });
    expect(unknown).toEqual([]);
  });

  it('filters by agent: what the student did and what was done about them', async () => {
    const all = await statementsOf(as(w.schoolAdmin), { limit: 0 });
    const mine = await statementsOf(as(w.schoolAdmin), { agent: agentOf(w.school, w.student) });
    const about = (s: Statement) =>
      s.actor.account.name === w.student.token ||
      (extension(s, 'learner') as { name?: string } | undefined)?.name === w.student.token;
    expect(mine.map((s) => s.id)).toEqual(all.filter(about).map((s) => s.id));
    expect(mine.map((s) => s.verb.id)).toEqual(
      expect.arrayContaining([`${VERB}/attempted`, `${VERB}/answered`, `${VERB}/completed`]),
    );
    const elsewhere = agentOf(w.sisterSchool, w.student);
    expect(await statementsOf(as(w.districtAdmin), { agent: elsewhere })).toEqual([]);
  });

  it('filters by the object or a context activity', async () => {
    const all = await statementsOf(as(w.schoolAdmin), { limit: 0 });
    const quizIri = activityIri('activity', w.quiz.activity.id);
    const ofQuiz = await statementsOf(as(w.schoolAdmin), { activity: quizIri, limit: 0 });
    const touches = (iri: string) => (s: Statement) =>
      s.object.id === iri || parentIds(s).includes(iri);
    expect(ofQuiz.map((s) => s.id)).toEqual(all.filter(touches(quizIri)).map((s) => s.id));
    expect(ofQuiz.length).toBeGreaterThanOrEqual(4);

    const questionIri = activityIri('question', w.quiz.questions[0]?.id ?? 0);
    const ofQuestion = await statementsOf(as(w.schoolAdmin), { activity: questionIri });
    expect(ofQuestion.map((s) => s.object.id)).toEqual([questionIri]);

    const kitIri = activityIri('kit', w.kit.id);
    const ofKit = await statementsOf(as(w.schoolAdmin), { activity: kitIri, limit: 0 });
    expect(ofKit.map((s) => s.id)).toEqual(all.filter(touches(kitIri)).map((s) => s.id));

    const elsewhere = `https://lrs.example.org/xapi/activities/activity/${w.quiz.activity.id}`;
    expect(await statementsOf(as(w.schoolAdmin), { activity: elsewhere })).toEqual([]);
  });

  it('filters by the time stored: since exclusive, until inclusive', async () => {
    const all = await statementsOf(as(w.districtAdmin), { limit: 0 });
    const times = [...new Set(all.map((s) => s.stored))].sort();
    expect(times.length).toBeGreaterThan(2);
    const pivot = times[1] ?? '';
    const since = await statementsOf(as(w.districtAdmin), { since: pivot, limit: 0 });
    const until = await statementsOf(as(w.districtAdmin), { until: pivot, limit: 0 });
    expect(since.every((s) => s.stored > pivot)).toBe(true);
    expect(until.every((s) => s.stored <= pivot)).toBe(true);
    expect(until.some((s) => s.stored === pivot)).toBe(true);
    expect([...since, ...until].map((s) => s.id)).toEqual(all.map((s) => s.id));
  });

  it('pages with the more link, every statement exactly once, filters kept', async () => {
    const all = await statementsOf(as(w.districtAdmin), { limit: 0 });
    const pages = await allPages(as(w.districtAdmin), { limit: 2 });
    expect(pages.length).toBe(Math.ceil(all.length / 2));
    expect(pages.every((page) => page.length <= 2)).toBe(true);
    expect(pages.flat().map((s) => s.id)).toEqual(all.map((s) => s.id));

    const verb = `${VERB}/shared`;
    const shared = await allPages(as(w.districtAdmin), { verb, limit: 1 });
    expect(shared.length).toBe(2);
    expect(shared.flat().map((s) => s.verb.id)).toEqual([verb, verb]);
  });

  it('refuses an agent that is not JSON and a cursor it did not make, naming the field', async () => {
    const badAgent = await read(as(w.schoolAdmin), { agent: '{"account":' });
    expect(badAgent.status).toBe(400);
    expect(badAgent.error?.errors).toHaveProperty('agent');
    expect(badAgent.headers['x-experience-api-version']).toBe('1.0.3');
    const noAccount = await read(as(w.schoolAdmin), { agent: '{"name":"Lucas"}' });
    expect(noAccount.error?.errors).toHaveProperty('agent');
    const badCursor = await read(as(w.schoolAdmin), { cursor: 'not-a-cursor' });
    expect(badCursor.status).toBe(400);
    expect(badCursor.error?.errors).toHaveProperty('cursor');
  });
});

describe('GET /api/xapi/statements as xAPI 1.0.3 communication asks', () => {
  const VERSION = 'x-experience-api-version';
  const CONSISTENT = 'x-experience-api-consistent-through';
  const withVersion = (version: string) => ({
    headers: { [learningEvents.XAPI_VERSION_HEADER]: version },
  });

  it('refuses a request without the version header with 400, in the error shape', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/xapi/statements',
      headers: { authorization: `token ${await tokenOf(w.schoolAdmin)}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'unsupported_xapi_version',
      detail: expect.stringContaining('X-Experience-API-Version'),
    });
    expect(response.headers[VERSION]).toBe('1.0.3');
    expect(response.headers[CONSISTENT]).toBeDefined();
  });

  it('answers HEAD as GET, without the body', async () => {
    const response = await t.app.inject({
      method: 'HEAD',
      url: '/api/xapi/statements',
      headers: {
        authorization: `token ${await tokenOf(w.schoolAdmin)}`,
        ...learningEvents.XAPI_REQUEST_HEADERS,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers[VERSION]).toBe('1.0.3');
    expect(response.headers[CONSISTENT]).toBeDefined();
  });

  it('refuses versions before 1.0.0 and from 1.1.0 on, and takes 1.0 and every 1.0.x', async () => {
    for (const version of ['0.9', '0.95', '1.1.0', '2.0.0', '1', 'latest', '']) {
      const response = await as(w.schoolAdmin).send(
        learningEvents.listStatements,
        withVersion(version),
      );
      expect(response.status, version).toBe(400);
      expect(response.error?.code).toBe('unsupported_xapi_version');
      expect(response.headers[VERSION]).toBe('1.0.3');
    }
    for (const version of ['1.0', '1.0.0', '1.0.3', '1.0.9']) {
      const response = await as(w.schoolAdmin).send(
        learningEvents.listStatements,
        withVersion(version),
      );
      expect(response.status, version).toBe(200);
    }
  });

  it('says on every answer, refusals too, up to when all statements can be read', async () => {
    const page = await read(as(w.districtAdmin), { limit: 0 });
    const through = Date.parse(page.headers[CONSISTENT] ?? '');
    const newest = Math.max(...(page.data?.statements ?? []).map((s) => Date.parse(s.stored)));
    expect(through).toBeGreaterThanOrEqual(newest);
    expect(page.headers[CONSISTENT]).toBe(new Date(through).toISOString());
    const refused = await read(as(w.teacher));
    expect(refused.status).toBe(403);
    expect(Date.parse(refused.headers[CONSISTENT] ?? '')).toBeGreaterThanOrEqual(through);
  });

  it('refuses parameters it does not offer, by name, and attachments other than false', async () => {
    const unchecked = (query: Record<string, string>) =>
      as(w.schoolAdmin).sendUnchecked(learningEvents.listStatements, { query });
    for (const name of ['statementId', 'voidedStatementId', 'registration', 'ascending', 'Verb']) {
      const response = await unchecked({ [name]: 'true' });
      expect(response.status, name).toBe(400);
      expect(Object.keys(response.error?.errors ?? {})).toEqual([name]);
    }
    const attachments = await read(as(w.schoolAdmin), { attachments: 'true' });
    expect(attachments.status).toBe(400);
    expect(attachments.error?.errors).toHaveProperty('attachments');
    const plain = await read(as(w.schoolAdmin), { attachments: 'false' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers the ids format with only the ids of verbs and activities, and keeps it in more', async () => {
    const exact = await statementsOf(as(w.districtAdmin), { limit: 0 });
    expect(await statementsOf(as(w.districtAdmin), { limit: 0, format: 'canonical' })).toEqual(
      exact,
    );
    const ids = await statementsOf(as(w.districtAdmin), { limit: 0, format: 'ids' });
    expect(ids.map((s) => s.id)).toEqual(exact.map((s) => s.id));
    for (const [i, statement] of ids.entries()) {
      expect(validateStatement(statement)).toEqual([]);
      expect(statement.verb).toEqual({ id: exact[i]?.verb.id });
      expect(statement.object).toEqual({ objectType: 'Activity', id: exact[i]?.object.id });
      for (const activity of Object.values(
        statement.context.contextActivities as Record<string, object[]>,
      ).flat()) {
        expect(Object.keys(activity).sort()).toEqual(['id', 'objectType']);
      }
    }
    const pages = await allPages(as(w.districtAdmin), { limit: 2, format: 'ids' });
    expect(pages.flat()).toEqual(ids);
  });
});
