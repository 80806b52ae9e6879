import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { type FitsAsIs, fitsAsIs } from './fits-as-is.js';
import { responseSerializerCompiler } from './response-serializer.js';

const route = { method: 'GET', url: '/api/v1/example' };
const writerOf = (schema: z.ZodMiniType) => responseSerializerCompiler({ schema, ...route });
const stockWriterOf = (schema: z.ZodMiniType) => serializerCompiler({ schema, ...route });

const cell = z.object({
  verdict: z.enum(['right', 'wrong']),
  answer: z.nullable(z.string()),
  marks: z.nullable(z.int()),
});
const row = z.object({
  id: z.int(),
  name: z.string(),
  note: z.optional(z.string()),
  kind: z.literal('student'),
  share: z.number(),
  positive: z.int().check(z.positive()),
  cells: z.array(z.nullable(cell)),
});
const answer = z.object({ rows: z.array(row), total: z.int() });

const aRow = () => ({
  id: 1,
  name: 'Ada "Byron" \u2028',
  note: 'x',
  kind: 'student',
  share: 0.5,
  positive: 3,
  cells: [
    null,
    { verdict: 'right', answer: 'Solid', marks: 1 },
    { verdict: 'wrong', answer: null, marks: null },
  ],
});

describe('a value that fits its schema as it is', () => {
  it('passes when it holds the schema keys alone, in order, optional ones left out or undefined', () => {
    const fits = fitsAsIs(answer);
    expect(fits?.({ rows: [aRow()], total: 1 })).toBe(true);
    const { note: _, ...noNote } = aRow();
    expect(fits?.({ rows: [noNote, { ...aRow(), note: undefined }], total: 2 })).toBe(true);
  });

  it('fails on what zod would change or refuse, so the answer goes through zod', () => {
    const fits = fitsAsIs(answer);
    const { id, ...rest } = aRow();
    const variants: unknown[] = [
      { total: 1, rows: [aRow()] }, // keys out of order
      { rows: [{ ...aRow(), secret: 'never sent' }], total: 1 }, // a key zod drops
      { rows: [{ ...rest, id }], total: 1 },
      { rows: [rest], total: 1 }, // a required key missing
      { rows: [{ ...aRow(), id: 1.5 }], total: 1 },
      { rows: [{ ...aRow(), share: Number.NaN }], total: 1 },
      { rows: [{ ...aRow(), positive: 0 }], total: 1 },
      { rows: [{ ...aRow(), kind: 'teacher' }], total: 1 },
      { rows: [{ ...aRow(), cells: [{ verdict: 'maybe', answer: null, marks: null }] }], total: 1 },
      { rows: [{ ...aRow(), cells: [undefined] }], total: 1 },
      { rows: new Array(1), total: 1 }, // a hole
      { rows: [Object.assign(Object.create({ inherited: true }), aRow())], total: 1 },
      { rows: [aRow()], total: '1' },
    ];
    for (const value of variants) expect(fits?.(value)).toBe(false);
  });

  it('leaves schemas with other kinds, checks across keys or extra keys to zod', () => {
    expect(fitsAsIs(z.object({ a: z.union([z.string(), z.int()]) }))).toBeNull();
    expect(fitsAsIs(z.looseObject({ a: z.string() }))).toBeNull();
    expect(fitsAsIs(z.array(z.string()).check(z.minLength(1)))).toBeNull();
    expect(fitsAsIs(z.object({ at: z.pipe(z.string(), z.transform(Number)) }))).toBeNull();
  });

  it('checks a discriminated union by the option its discriminator names', () => {
    const draft = z.object({ status: z.literal('DR'), answers: z.array(z.string()) });
    const handedIn = z.object({
      status: z.literal('S'),
      answers: z.array(z.string()),
      score: z.nullable(z.int()),
    });
    const attempt = z.discriminatedUnion('status', [draft, handedIn]);
    const fits = fitsAsIs(attempt) as FitsAsIs;
    expect(fits({ status: 'DR', answers: ['a'] })).toBe(true);
    expect(fits({ status: 'S', answers: [], score: 3 })).toBe(true);
    const variants: unknown[] = [
      { status: 'DR', answers: [], score: 3 }, // a key the draft drops
      { status: 'S', answers: [] }, // the score missing
      { status: 'X', answers: [] },
      { answers: [] },
      null,
      ['DR'],
    ];
    for (const value of variants) expect(fits(value)).toBe(false);
    const written = [
      ...variants,
      { status: 'DR', answers: ['a'] },
      { status: 'S', answers: [], score: null },
    ];
    for (const value of written) {
      let stock: string | Error;
      try {
        stock = stockWriterOf(attempt)(value);
      } catch (error) {
        stock = error as Error;
      }
      if (stock instanceof Error) expect(() => writerOf(attempt)(value)).toThrow();
      else expect(writerOf(attempt)(value)).toBe(stock);
    }
  });

  it('leaves a union whose options are tried in turn to zod', () => {
    const short = z.object({ a: z.string() });
    const long = z.object({ a: z.string(), b: z.string() });
    // zod reads {a, b} as the first option and drops b: fitting the second would keep it.
    expect(fitsAsIs(z.union([short, long]))).toBeNull();
  });

  it('agrees with zod on string formats and on bounded numbers', () => {
    const leaves = [
      z.iso.datetime(),
      z.email(),
      z.int().check(z.nonnegative()),
      z.int().check(z.positive()),
      z.number().check(z.minimum(-1), z.lt(10)),
      z.number().check(z.maximum(5, { error: 'at most five' })),
      z.int().check(z.multipleOf(2)),
    ];
    const values = [
      '2030-03-10T12:00:00Z',
      'nope',
      'a@b.example',
      -1,
      0,
      0.5,
      1,
      2,
      5,
      9.5,
      10,
      11,
    ];
    for (const leaf of leaves) {
      const fits = fitsAsIs(z.object({ leaf })) as FitsAsIs;
      for (const value of values) {
        const read = z.safeParse(leaf, value);
        expect(fits({ leaf: value }), `${value}`).toBe(read.success && read.data === value);
      }
    }
  });

  it('checks a count against its bounds without asking zod', () => {
    const count = z.int().check(z.nonnegative());
    const fits = fitsAsIs(z.array(count)) as FitsAsIs;
    let asked = 0;
    const run = count._zod.run;
    count._zod.run = (...args) => {
      asked += 1;
      return run(...args);
    };
    expect(fits([0, 3, 12])).toBe(true);
    expect(fits([1, -1])).toBe(false);
    expect(asked).toBe(0);
  });

  it('is written byte for byte as zod writes it, and refused as zod refuses it', () => {
    const { note: _, ...noNote } = aRow();
    const values = [
      { rows: [aRow(), noNote], total: 2 },
      { total: 1, rows: [{ ...aRow(), secret: 'never sent' }] },
      { rows: [{ ...aRow(), note: undefined }], total: 1 },
    ];
    for (const value of values) expect(writerOf(answer)(value)).toBe(stockWriterOf(answer)(value));
    expect(() => writerOf(answer)({ rows: [{ ...aRow(), id: 'one' }], total: 1 })).toThrow(
      /Response doesn't match the schema/,
    );
  });
});
