import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { CALLS } from './contract-calls.js';
import {
  arbitraryOf,
  deepJson,
  jsonSchemaOf,
  mutatedInput,
  takesBytes,
  validInput,
} from './schema-arbitraries.js';

const SEED = 7;

describe('arbitraries from the contract schemas', () => {
  const parts = CALLS.flatMap(({ name, call }) =>
    (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = call[part];
      return schema ? [{ label: `${name} ${part}`, schema }] : [];
    }),
  );

  it.each(parts.map((p) => [p.label, p] as const))(
    '%s: values from its JSON Schema mostly pass its refinements too',
    (_, { schema }) => {
      const json = jsonSchemaOf(schema);
      if (takesBytes(schema)) return;
      const values = fc.sample(arbitraryOf(json), { numRuns: 100, seed: SEED });
      const passed = values.filter((value) => schema.safeParse(value).success).length;
      // The rest are dropped by `validInput`; a schema that refused most would make that slow.
      expect(passed, JSON.stringify(json)).toBeGreaterThan(20);
      expect(fc.sample(validInput(schema), { numRuns: 20, seed: SEED })).toHaveLength(20);
    },
  );

  it('keeps bounds, patterns, enums, optional and nullable fields', () => {
    const schema = z.object({
      id: z.int().check(z.positive(), z.lte(10)),
      code: z.string().check(z.regex(/^\d{6}$/)),
      kind: z.enum(['a', 'b']),
      note: z.optional(z.nullable(z.string().check(z.maxLength(3)))),
      tags: z.array(z.string()).check(z.minLength(1), z.maxLength(2)),
    });
    expect(jsonSchemaOf(schema).required).toEqual(['id', 'code', 'kind', 'tags']);
    for (const value of fc.sample(arbitraryOf(jsonSchemaOf(schema)), {
      numRuns: 200,
      seed: SEED,
    })) {
      expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(true);
    }
  });

  it('mutates most values into ones the schema refuses, and leaves some valid', () => {
    const schema = z.object({
      id: z.int().check(z.positive()),
      name: z.string().check(z.minLength(1)),
    });
    const values = fc.sample(mutatedInput(schema), { numRuns: 400, seed: SEED });
    const refused = values.filter((value) => !schema.safeParse(value).success).length;
    expect(refused).toBeGreaterThan(200);
    expect(refused).toBeLessThan(400);
  });

  it('writes deeply nested JSON', () => {
    expect(JSON.parse(deepJson(3))).toEqual([[[]]]);
  });
});
