import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defineCall, pathId, pathParamNames } from './call.js';

const base = {
  method: 'GET',
  roles: ['T'],
  summary: 'A test call.',
  response: z.object({}),
} as const;

describe('defineCall', () => {
  it('reads the path parts in order', () => {
    expect(pathParamNames('/v2/users/{user_token}/teaching/{teacher_assign_id}')).toEqual([
      'user_token',
      'teacher_assign_id',
    ]);
  });

  it('refuses a path part that is not declared', () => {
    expect(() => defineCall({ ...base, path: '/v1/things/{id}/' })).toThrow(
      '/v1/things/{id}/ names {id} but declares params {}',
    );
  });

  it('refuses a declared part the path does not name', () => {
    expect(() =>
      defineCall({ ...base, path: '/v1/things/', params: z.object({ id: pathId }) }),
    ).toThrow('declares params {id}');
  });

  it('keeps a call whose parts are all declared', () => {
    const call = defineCall({
      ...base,
      path: '/v1/things/{id}/',
      params: z.object({ id: pathId }),
    });
    expect(call.params?.parse({ id: '12' })).toEqual({ id: 12 });
  });
});
