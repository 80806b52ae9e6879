import { defineCall, pathId, pathToken } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { CALLS } from './contract-calls.js';
import { coverageOf, generatedSpecOf, objectReferencesOf } from './default-spec.js';

const ok = z.object({ ok: z.boolean() });

describe('calls without an entry in CALL_SPECS', () => {
  it('names what looks like someone object: path parts and id, token and key fields', () => {
    const call = defineCall({
      method: 'POST',
      path: '/v2/things/{user_token}/{id}/',
      roles: ['T'],
      summary: 'A thing.',
      params: z.object({ user_token: pathToken, id: pathId }),
      query: z.object({ kit_id: z.optional(z.number()) }),
      body: z.object({
        id: z.number(),
        photo_key: z.string(),
        class_ids: z.array(z.number()),
        marks: z.array(z.object({ activity_detail_id: z.number() })),
        device: z.object({ isAndroid: z.boolean(), windowWidth: z.number() }),
        holiday: z.string(),
        keys: z.object({ auth: z.string() }),
      }),
      response: ok,
    });
    expect(objectReferencesOf(call)).toEqual([
      '{user_token}',
      '{id}',
      'query.kit_id',
      'body.id',
      'body.photo_key',
      'body.class_ids',
      'body.marks.activity_detail_id',
    ]);
  });

  it('generate the simplest input their schemas accept', async () => {
    const call = defineCall({
      method: 'POST',
      path: '/v2/settings/',
      roles: ['S', 'T'],
      summary: 'Settings.',
      query: z.object({ page: z.optional(z.int().check(z.gte(1))) }),
      body: z.object({
        quiet: z.boolean(),
        note: z.optional(z.string().check(z.minLength(2), z.maxLength(30))),
      }),
      response: ok,
    });
    const spec = generatedSpecOf(call);
    const input = await spec.input({} as never, {} as never);
    expect(spec.rule).toBe('self');
    expect(input).toEqual({ query: {}, body: { quiet: false } });
  });

  it('are given an input for each call of the contract that names no object', () => {
    for (const entry of CALLS) expect(() => coverageOf(entry), entry.name).not.toThrow();
  });
});
