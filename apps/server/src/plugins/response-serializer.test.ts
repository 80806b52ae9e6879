import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepFreeze } from '../lib/frozen.js';
import { responseSerializerCompiler } from './response-serializer.js';

const route = { method: 'GET', url: '/api/v1/example' };
const writerOf = (schema: z.ZodType) => responseSerializerCompiler({ schema, ...route });
const stockWriterOf = (schema: z.ZodType) => serializerCompiler({ schema, ...route });

const lesson = z.object({ id: z.number(), title: z.string(), note: z.string().nullable() });
const answer = z.object({
  kit: z.array(z.object({ id: z.number(), name: z.string() })),
  lessons: z.array(lesson),
  shown_at: z.iso.datetime().optional(),
  count: z.number().int(),
});

const sample = () => ({
  count: 2,
  secret: 'never sent',
  lessons: [
    { id: 1, title: 'Fractions', note: null, hidden: true },
    { id: 2, title: 'Decimals "and" \u2028 more', note: 'x' },
  ],
  kit: [{ id: 7, name: 'Number', token: 'not in the schema' }],
});

describe('the response writer', () => {
  it('writes what the zod type provider writes: keys in the schema order, unknown keys left out', () => {
    for (const data of [sample(), { ...sample(), shown_at: '2028-02-29T23:59:59Z' }]) {
      expect(writerOf(answer)(data)).toBe(stockWriterOf(answer)(data));
    }
    const other = z.union([z.object({ a: z.number() }), z.object({ b: z.string() })]);
    expect(writerOf(other)({ b: 'x', c: 1 })).toBe(stockWriterOf(other)({ b: 'x', c: 1 }));
    const strict = z.strictObject({ a: z.number() });
    expect(() => writerOf(strict)({ a: 1, b: 2 })).toThrow();
  });

  it('refuses an answer that does not fit its schema, shared or not', () => {
    const wrong = { ...sample(), count: 'two' };
    expect(() => writerOf(answer)(wrong)).toThrow(/Response doesn't match the schema/);
    const sharedWrong = {
      ...sample(),
      lessons: deepFreeze([{ id: 'one', title: 'x', note: null }]),
    };
    expect(() => writerOf(answer)(sharedWrong)).toThrow(/Response doesn't match the schema/);
    expect(() => writerOf(answer)(sharedWrong)).toThrow(/Response doesn't match the schema/);
  });

  it('checks and writes a frozen part once, and writes the same text for it every time', () => {
    let checks = 0;
    const counted = z.array(lesson).refine(() => {
      checks += 1;
      return true;
    });
    const schema = z.object({ lessons: counted, count: z.number() });
    const write = writerOf(schema);
    const shared = deepFreeze(sample().lessons);
    const first = write({ lessons: shared, count: 1 });
    const second = write({ lessons: shared, count: 2 });
    expect(checks).toBe(1);
    expect(second).toBe(first.replace('"count":1', '"count":2'));
    expect(first).toBe(stockWriterOf(schema)({ lessons: shared, count: 1 }));
    write({ lessons: sample().lessons, count: 3 });
    write({ lessons: sample().lessons, count: 3 });
    expect(checks).toBe(2 + 2);
  });
});

describe('the response writer on an answer of several objects told apart by a field', () => {
  let checks = 0;
  const counted = z.array(lesson).refine(() => {
    checks += 1;
    return true;
  });
  const draft = z.object({ status: z.literal('DR'), lessons: counted, saved: z.number() });
  const handedIn = z.object({ status: z.literal('S'), lessons: counted, score: z.number() });
  const sheet = z.discriminatedUnion('status', [draft, handedIn]);

  it('writes each as the object its discriminator names, as the zod type provider does', () => {
    const values: unknown[] = [
      { status: 'DR', lessons: sample().lessons, saved: 1, score: 9 },
      { score: 2, lessons: [], status: 'S', secret: 'never sent' },
    ];
    for (const value of values) expect(writerOf(sheet)(value)).toBe(stockWriterOf(sheet)(value));
    for (const wrong of [{ status: 'X', lessons: [], saved: 1 }, { status: 'S' }, null, []]) {
      expect(() => writerOf(sheet)(wrong)).toThrow(/Response doesn't match the schema/);
    }
  });

  it('checks and writes a frozen part of each object once', () => {
    const write = writerOf(sheet);
    const shared = deepFreeze(sample().lessons);
    const stock = stockWriterOf(sheet)({ status: 'DR', lessons: shared, saved: 1 });
    checks = 0;
    expect(write({ status: 'DR', lessons: shared, saved: 1 })).toBe(stock);
    write({ status: 'DR', lessons: shared, saved: 2 });
    expect(checks).toBe(1);
    // Each object has a writer of its own, which checks the shared part once too.
    write({ status: 'S', lessons: shared, score: 3 });
    write({ status: 'S', lessons: shared, score: 4 });
    expect(checks).toBe(2);
  });
});

describe('deepFreeze', () => {
  it('freezes a value and everything it holds', () => {
    const value = deepFreeze({ list: [{ name: 'a' }], when: { day: 29 } });
    expect(Object.isFrozen(value.list[0])).toBe(true);
    expect(Object.isFrozen(value.when)).toBe(true);
    expect(() => {
      (value.list as { name: string }[]).push({ name: 'b' });
    }).toThrow(TypeError);
  });
});

describe('the response writer on schemas that convert', () => {
  it('encodes them, as the zod type provider does', () => {
    const when = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const schema = z.object({ at: when, list: z.array(z.object({ at: when })) });
    const data = { at: new Date('2028-02-29T12:00:00Z'), list: [{ at: new Date(0) }] };
    expect(writerOf(schema)(data)).toBe(stockWriterOf(schema)(data));
    expect(writerOf(schema)(data)).toContain('"at":"2028-02-29T12:00:00.000Z"');
  });
});
