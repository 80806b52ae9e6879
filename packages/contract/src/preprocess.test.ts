import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod/mini';
import { preprocess } from './preprocess.js';

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

describe('preprocess', () => {
  it('turns what was sent before the schema checks it', () => {
    const kind = preprocess(upper, z.enum(['DEVICE', 'SYSTEM']));
    expect(kind.parse('device')).toBe('DEVICE');
    expect(kind.safeParse('other').success).toBe(false);
    expect(kind.safeParse(5).success).toBe(false);
  });

  it('leaves a key optional for callers when its schema may be missing, and required otherwise', () => {
    const query = z.object({
      kind: preprocess(upper, z.optional(z.enum(['A']))),
      name: preprocess(upper, z.string()),
    });
    expect(query.parse({ name: 'x' })).toEqual({ name: 'X' });
    expect(query.safeParse({ kind: 'a' }).success).toBe(false);
    expectTypeOf<z.input<typeof query>>().toEqualTypeOf<{ kind?: unknown; name: unknown }>();
    expectTypeOf<z.output<typeof query>>().toEqualTypeOf<{
      kind?: 'A' | undefined;
      name: string;
    }>();
  });
});
