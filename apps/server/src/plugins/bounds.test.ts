import {
  accounts,
  type CallDefinition,
  CONTROL_CHARACTER_MESSAGE,
  MAX_ID,
  pathParamNames,
} from '@kitlab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { CALLS } from '../contract-tests/contract-calls.js';
import { callerOn } from '../test/api-caller.js';
import { buildSchoolWorld } from '../test/school-world.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

type Field = { path: string; kind: 'id' | 'text' };

/** The top-level fields of a body or query schema that are ids or text. */
function fieldsOf(schema: z.ZodMiniType | undefined): Field[] {
  const shape = objectShape(schema);
  return Object.entries(shape).flatMap(([path, field]): Field[] => {
    const leaf = unwrap(field);
    const def = leaf?._zod.def as { type: string; checks?: { _zod: { def: unknown } }[] };
    if (def?.type === 'string') return [{ path, kind: 'text' as const }];
    const bounded = (def?.checks ?? []).some(
      (check) => (check._zod.def as { value?: unknown }).value === MAX_ID,
    );
    return def?.type === 'number' && bounded ? [{ path, kind: 'id' as const }] : [];
  });
}

type Inner = { _zod: { def: Record<string, unknown> } };

function unwrap(schema: unknown): Inner | undefined {
  let current = schema as Inner | undefined;
  for (let depth = 0; current && depth < 10; depth++) {
    const def = current._zod.def;
    const next = def.innerType ?? (def.type === 'pipe' ? def.out : undefined);
    if (!next) return current;
    current = next as Inner;
  }
  return current;
}

function objectShape(schema: unknown): Record<string, unknown> {
  const leaf = unwrap(schema);
  const def = leaf?._zod.def;
  if (def?.type === 'object') return def.shape as Record<string, unknown>;
  if (def?.type === 'intersection') {
    return { ...objectShape(def.left), ...objectShape(def.right) };
  }
  return {};
}

let t: TestApp;
let tokens: Record<'S' | 'T' | 'C', string>;
beforeAll(async () => {
  t = await createTestApp();
  const w = await buildSchoolWorld(t);
  tokens = {
    S: await t.signIn(w.student.email),
    T: await t.signIn(w.teacher.email),
    C: await t.signIn(w.schoolAdmin.email),
  };
});
afterAll(() => t.close());

function send(
  call: CallDefinition,
  part: 'body' | 'query' | 'path',
  values: Record<string, unknown>,
) {
  const role = Array.isArray(call.roles) ? (call.roles[0] as 'S' | 'T' | 'C') : 'T';
  const params = Object.fromEntries(
    pathParamNames(call.path).map((name) => [
      name,
      part === 'path' && name in values ? values[name] : /id$/.test(name) ? 1 : NO_USER,
    ]),
  );
  return callerOn(t.app, tokens[role]).sendUnchecked(call, {
    params,
    ...(part === 'query' ? { query: values } : {}),
    ...(part === 'body' ? { body: values } : {}),
  });
}

const TOO_BIG = MAX_ID + 1;
/** A well-formed token that names no one, so the path passes and the body is what is checked. */
const NO_USER = '00000000-0000-4000-8000-000000000000';
const WITH_NUL = 'Ada\u0000Lovelace';

/**
 * What the database cannot hold is refused before it gets there, on every call of the contract:
 * an id past the integer columns' range, and NUL or other control characters in any text.
 */
describe('bounds on every call', () => {
  const cases = CALLS.flatMap(({ name, call }) => [
    ...fieldsOf(call.body).map((field) => ({ name, call, part: 'body' as const, field })),
    ...fieldsOf(call.query).map((field) => ({ name, call, part: 'query' as const, field })),
  ]);

  it('covers the calls that take ids and text', () => {
    expect(cases.filter((c) => c.field.kind === 'id').length).toBeGreaterThan(40);
    expect(cases.filter((c) => c.field.kind === 'text').length).toBeGreaterThan(20);
  });

  it.each(cases.map((c) => [`${c.name} ${c.part} ${c.field.path} (${c.field.kind})`, c] as const))(
    '%s is refused with the field named',
    async (_, { call, part, field }) => {
      const value = field.kind === 'id' ? TOO_BIG : WITH_NUL;
      const answer = await send(call, part, { [field.path]: value });
      expect(answer.status, answer.text).toBe(400);
      const errors = answer.error?.errors;
      expect(Object.keys(errors ?? {}), answer.text).toContain(field.path);
      if (field.kind === 'text') expect(errors?.[field.path]).toEqual([CONTROL_CHARACTER_MESSAGE]);
    },
  );

  it('answers 404 to an id in the path past the integer range', async () => {
    const withIds = CALLS.filter(({ call }) => /\{(\w*_)?id\}/.test(call.path));
    expect(withIds.length).toBeGreaterThan(3);
    for (const { call } of withIds) {
      const name = /\{((\w*_)?id)\}/.exec(call.path)?.[1] ?? 'id';
      const answer = await send(call, 'path', { [name]: TOO_BIG });
      expect(answer.status, `${call.method} ${call.path}: ${answer.text}`).toBe(404);
      const declared = typeof call.notFound === 'string' ? call.notFound : call.notFound?.[name];
      expect(declared, `${call.path} declares what its 404 says`).toMatch(/^No such /);
      expect(answer.error?.detail).toBe(declared);
    }
  });

  it('answers 404 to a path text part holding a NUL character', async () => {
    const answer = await callerOn(t.app, tokens.C).sendUnchecked(accounts.getUser, {
      params: { user_token: 'abc\u0000def' },
    });
    expect(answer.status).toBe(404);
    expect(answer.error?.detail).toBe('No such user.');
  });
});
