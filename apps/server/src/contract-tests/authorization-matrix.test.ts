import type { CallDefinition, Caller, RequestParts, UserType } from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_TOKENS, setClock } from '../test/assignment-world.js';
import type { TestApp } from '../test/test-app.js';
import { createTestAppWithData } from '../test/uploads.js';
import { CALL_SPECS } from './call-specs/index.js';
import { CALLS, type ContractCall } from './contract-calls.js';
import { coverageOf, specFileOf } from './default-spec.js';
import {
  anonymousCaller,
  buildMatrixPeople,
  buildWork,
  callerFor,
  FIXTURES,
  type Fixture,
  type FixtureName,
  type MatrixPeople,
} from './matrix-world.js';
import { type CallSpec, OWNERSHIP, type Refusal, type Relation, type Rule } from './ownership.js';
import './test-summary.js';

/**
 * Who calls: nobody, then each role of school A and a teacher of 6A in another subject than its
 * work's, then each role of school B.
 */
const CALLERS = [
  'anonymous',
  'S of A',
  'T of A',
  'T of A, other subject',
  'C of A',
  'S of B',
  'T of B',
  'C of B',
] as const;
type CallerName = (typeof CALLERS)[number];

type Expected = { allowed: true } | { allowed: false; status: Refusal | 401; why: string };

type Outcome = 'allowed' | 'refused' | 'leak' | 'refuses wrongly' | 'wrong refusal' | 'error';

function userOf(p: MatrixPeople, name: CallerName) {
  const users = {
    'S of A': p.studentA,
    'T of A': p.teacherA,
    'T of A, other subject': p.otherSubjectTeacherA,
    'C of A': p.adminA,
    'S of B': p.studentB,
    'T of B': p.teacherB,
    'C of B': p.adminB,
  } as const;
  return name === 'anonymous' ? null : users[name];
}

/** How a signed-in caller stands to the student, class and school of a fixture. */
function relationOf(
  p: MatrixPeople,
  user: NonNullable<ReturnType<typeof userOf>>,
  f: Fixture,
): Relation {
  if (user.organisationId !== f.school.id) return 'stranger';
  if (user.userType === 'C') return 'schoolAdmin';
  if (user.userType === 'T') {
    if (f.teacher.id === user.id) return 'classTeacher';
    const teachesClass = user.id === p.otherSubjectTeacherA.id && f.schoolClass.id === p.classA.id;
    return teachesClass ? 'otherSubjectTeacher' : 'schoolTeacher';
  }
  if (f.student.id === user.id) return 'owner';
  const ownClass = user.id === p.studentA.id ? p.classA : p.classB;
  return f.schoolClass.id === ownClass.id ? 'classmate' : 'schoolmate';
}

function ruleFor(spec: CallSpec, role: UserType): Rule {
  if (typeof spec.rule === 'string') return spec.rule;
  const rule = spec.rule[role];
  if (!rule) throw new Error(`no ownership rule for role ${role}`);
  return rule;
}

/** What the table says one cell must answer, from the call's roles and the ownership rule. */
function expectedOf(
  p: MatrixPeople,
  call: CallDefinition,
  spec: CallSpec,
  name: CallerName,
  f: Fixture,
): Expected {
  const user = userOf(p, name);
  const open = call.roles === 'public' || call.roles === 'optional';
  if (open) return { allowed: true };
  if (!user) return { allowed: false, status: 401, why: 'no token' };
  if (!call.roles.includes(user.userType)) {
    return { allowed: false, status: 403, why: `role ${user.userType} not declared` };
  }
  const rule = ruleFor(spec, user.userType);
  const who = OWNERSHIP[rule];
  const relation = relationOf(p, user, f);
  if (who === 'any' || (who as readonly Relation[]).includes(relation)) return { allowed: true };
  const refusal =
    typeof spec.refusal === 'object'
      ? (spec.refusal[relation] ?? spec.refusal[user.userType])
      : spec.refusal;
  return { allowed: false, status: refusal ?? 404, why: `${rule}: a ${relation} is refused` };
}

/** A list answer with nothing in it: `results`, or where the call's spec says its list is. */
function isEmptyList(spec: CallSpec, text: string): boolean {
  try {
    const answer: unknown = JSON.parse(text);
    const list = spec.listOf ? spec.listOf(answer) : (answer as { results?: unknown }).results;
    return Array.isArray(list) && list.length === 0;
  } catch {
    return false;
  }
}

function outcomeOf(
  expected: Expected,
  spec: CallSpec,
  status: number,
  successStatus: number,
  text: string,
): Outcome {
  if (status >= 500) return 'error';
  const succeeded = status === successStatus;
  if (expected.allowed) return succeeded ? 'allowed' : 'refuses wrongly';
  if (expected.status === 'empty list' && succeeded) {
    return isEmptyList(spec, text) ? 'refused' : 'leak';
  }
  if (status >= 200 && status < 300) return 'leak';
  return status === expected.status ? 'refused' : 'wrong refusal';
}

/** Each call's entry in CALL_SPECS or generated spec, worked out once. */
const COVERAGE = new Map(CALLS.map((entry) => [entry.name, coverageOf(entry)]));

/** Calls whose objects do not depend on whose they are run once, with school A's objects. */
const fixturesOf = (spec: CallSpec): readonly FixtureName[] =>
  spec.rule === 'self' ? ['own'] : FIXTURES;

let t: TestApp;
let close: () => Promise<void>;
let people: MatrixPeople;
beforeAll(async () => {
  const opened = await createTestAppWithData(LONG_TOKENS);
  t = opened.t;
  close = opened.close;
  setClock(t, '2030-03-10T12:00:00Z');
  people = await buildMatrixPeople(t);
});
afterAll(() => close());

describe('the authorization matrix of the contract', () => {
  it('lists the input of every call that names an object, and nothing else', () => {
    const missing = CALLS.flatMap(({ name, call }) => {
      const coverage = COVERAGE.get(name);
      if (coverage?.spec !== null) return [];
      return [
        `${name} (${call.method} ${call.path}) names ${coverage.references.join(', ')}: ` +
          `add it to CALL_SPECS in ${specFileOf(name)} with the kind of object it names ` +
          '(an OWNERSHIP rule) and how to build its input from a fixture',
      ];
    });
    const stale = Object.keys(CALL_SPECS).filter((name) => !CALLS.some((c) => c.name === name));
    expect(missing).toEqual([]);
    expect(stale, 'entries of CALL_SPECS for calls the contract no longer has').toEqual([]);
  });

  it('answers each caller what the ownership table says', async ({ task }) => {
    const counts: Record<Outcome, number> = {
      allowed: 0,
      refused: 0,
      leak: 0,
      'refuses wrongly': 0,
      'wrong refusal': 0,
      error: 0,
    };
    const failures: string[] = [];
    let serial = 0;
    const unique = () => ++serial;
    let fixtures = await buildWork(t, people);
    const startedAt = performance.now();

    async function runCell(
      entry: ContractCall,
      spec: CallSpec,
      generated: boolean,
      name: CallerName,
      f: Fixture,
    ) {
      const user = userOf(people, name);
      const role = user?.userType ?? null;
      const expected = expectedOf(people, entry.call, spec, name, f);
      let input: RequestParts;
      try {
        input = await spec.input(f, { t, people, role, user, unique });
      } catch (error) {
        throw new Error(
          `${entry.name}: its input could not be built from the ${f.name} fixture for ${name} ` +
            `(fix its entry in ${specFileOf(entry.name)}): ${String(error)}`,
        );
      }
      const caller: Caller = user ? await callerFor(t, user) : anonymousCaller(t);
      const answer = await caller.sendUnchecked(entry.call, input);
      const outcome = outcomeOf(
        expected,
        spec,
        answer.status,
        entry.call.status ?? 200,
        answer.text,
      );
      counts[outcome] += 1;
      if (outcome === 'allowed' || outcome === 'refused') return;
      const said = expected.allowed ? 'allowed' : `${expected.status} (${expected.why})`;
      const hint = generated
        ? ` (its input ${JSON.stringify(input).slice(0, 120)} was generated from its schemas: ` +
          `if it needs something real (an account, a code), give it an entry in ${specFileOf(entry.name)})`
        : '';
      failures.push(
        `${outcome}: ${entry.name} as ${name} with ${f.name}'s objects answered ${answer.status}, ` +
          `the table says ${said}: ${answer.text.slice(0, 160)}${hint}`,
      );
    }

    for (const entry of CALLS) {
      const coverage = COVERAGE.get(entry.name);
      if (!coverage?.spec) continue; // reported by the test above
      const { spec, generated } = coverage;
      if (spec.changes) fixtures = await buildWork(t, people);
      for (const fixture of fixturesOf(spec)) {
        const cells = CALLERS.map((name) => ({
          name,
          expected: expectedOf(people, entry.call, spec, name, fixtures[fixture]),
        }));
        // Refusals first: a call that changes its object is then seen by its rightful caller unchanged.
        cells.sort((a, b) => Number(a.expected.allowed) - Number(b.expected.allowed));
        for (const cell of cells) {
          await runCell(entry, spec, generated, cell.name, fixtures[fixture]);
        }
      }
    }

    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    const summary = `${total} cells`;
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    task.meta.summary = summary;
    const generated = [...COVERAGE.values()].filter((c) => c.spec && c.generated).length;
    console.log(
      `authorization matrix: ${summary} of ${CALLS.length} calls, ${generated} with generated input (${Object.entries(
        counts,
      )
        .map(([outcome, n]) => `${n} ${outcome}`)
        .join(', ')}), ${seconds} s`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
