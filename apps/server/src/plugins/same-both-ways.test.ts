import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sameBothWays } from './same-both-ways.js';

const isoDate = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

describe('sameBothWays', () => {
  it('holds for schemas that only check', () => {
    const answer = z.object({
      id: z.number().int(),
      name: z.string().max(20),
      kind: z.enum(['quiz', 'quest']),
      tags: z.array(z.union([z.literal('a'), z.null()])),
      scores: z.record(z.string(), z.number().nullable().optional()),
      pair: z.tuple([z.string(), z.boolean()]),
      both: z.intersection(z.object({ a: z.number() }), z.object({ b: z.number() })),
    });
    expect(sameBothWays(answer)).toBe(true);
  });

  it('fails for a schema with anything that converts, however deep', () => {
    const converting = [
      isoDate,
      z.string().transform((text) => text.length),
      z.string().default('x'),
      z.string().catch('x'),
      z.string().pipe(z.string()),
      z.lazy(() => z.string()),
      z.custom<string>(() => true),
    ];
    for (const schema of converting) {
      expect(sameBothWays(schema)).toBe(false);
      expect(sameBothWays(z.object({ list: z.array(z.object({ deep: schema.optional() })) }))).toBe(
        false,
      );
    }
  });
});
