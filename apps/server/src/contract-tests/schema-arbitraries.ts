import { controlCharacterPaths } from '@kitlab/contract';
import fc from 'fast-check';
import { z } from 'zod/mini';

/**
 * Inputs generated from the contract's zod 4 schemas for fast-check. zod-fast-check only knows
 * zod 3 and fast-check 3, so a schema is first written out as the JSON Schema of what it accepts
 * (`io: 'input'`) and that small, documented vocabulary is turned into arbitraries here.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** The JSON Schema of what a zod schema accepts; what JSON cannot say becomes "anything". */
export function jsonSchemaOf(schema: z.ZodMiniType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const MAX_TEXT = 40;
/** The contract's calendar dates: the pattern allows month 99, so real dates are generated. */
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/**
 * Real dates from a span across a year end and a leap day, and short enough that two of them
 * mostly make a range a call accepts (a school break is at most 100 days).
 */
const DATES = { min: new Date('2027-12-01'), max: new Date('2028-03-15') };
const MAX_LIST = 4;

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min =
    schema.exclusiveMinimum !== undefined
      ? Math.floor(schema.exclusiveMinimum) + 1
      : Math.ceil(schema.minimum ?? -(2 ** 31));
  const max =
    schema.exclusiveMaximum !== undefined
      ? Math.ceil(schema.exclusiveMaximum) - 1
      : Math.floor(schema.maximum ?? 2 ** 31 - 1);
  const bounded = (value: number) => Math.min(Math.max(value, min), max);
  // Small values name the world's real rows; the bounds are where the bugs live.
  return fc.oneof(
    fc.integer({ min: bounded(1), max: bounded(60) }),
    fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, 2 ** 53 - 1) }),
    fc.constantFrom(min, max),
  );
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum ?? schema.minimum ?? -1e9;
  const max = schema.exclusiveMaximum ?? schema.maximum ?? 1e9;
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .filter(
      (value) =>
        (schema.exclusiveMinimum === undefined || value > schema.exclusiveMinimum) &&
        (schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum),
    );
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT));
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'uri') {
    return fc.webUrl().filter((url) => url.length <= (schema.maxLength ?? 1e6));
  }
  if (schema.format === 'date-time') {
    return fc.date({ ...DATES, noInvalidDate: true }).map((date) => date.toISOString());
  }
  if (schema.pattern === DATE_PATTERN) {
    return fc
      .date({ ...DATES, noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc
      .stringMatching(pattern)
      .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? 1e6));
  }
  if (schema.format === 'email') {
    return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254));
  }
  // Lengths count UTF-16 units, as zod does: a grapheme may take several.
  return fc
    .string({ minLength, maxLength, unit: 'grapheme' })
    .filter(
      (text) =>
        text.length >= minLength &&
        text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
        controlCharacterPaths(text).length === 0,
    );
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, arbitraryOf(property)]),
  );
  const requiredKeys = Object.keys(properties).filter((name) => required.has(name));
  return fc.record(model, { requiredKeys });
}

/** Values the JSON Schema accepts. */
export function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(arbitraryOf));
  if (schema.allOf) {
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf) {
      Object.assign(merged.properties ?? {}, part.properties);
      merged.required?.push(...(part.required ?? []));
    }
    return objectArbitrary(merged);
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type })));
  }
  switch (types[0]) {
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'string':
      return stringArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryOf(schema.items) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? MAX_LIST, MAX_LIST)),
      });
    case 'object':
      return objectArbitrary(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A schema that takes the bytes of a file rather than JSON. An object schema whose fields are
 * all optional takes bytes too (a Uint8Array is an object), but it also takes `{}`.
 */
export const takesBytes = (schema: z.ZodMiniType) =>
  schema.safeParse(new Uint8Array(1)).success && !schema.safeParse({}).success;

/**
 * Values a zod schema accepts, generated from its JSON Schema; what JSON Schema cannot say (a
 * refinement such as "a kit id or a kit token") is kept by dropping the values the schema refuses.
 */
export function validInput(schema: z.ZodMiniType): fc.Arbitrary<unknown> {
  if (takesBytes(schema)) return fc.uint8Array({ maxLength: 512 });
  return arbitraryOf(jsonSchemaOf(schema)).filter((value) => schema.safeParse(value).success);
}

/** JSON nested `depth` arrays deep, as text: what a parser or a schema walker may choke on. */
export function deepJson(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Values that break a field's type or bounds: what a careless or hostile client sends. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(MEGABYTE) },
  {
    weight: 10,
    arbitrary: fc.constantFrom<unknown>(
      '',
      '\u0000',
      'a\u0000b',
      '\u202e\ud800',
      '../../etc/passwd',
      "'; drop table users; --",
      -1,
      0,
      -(2 ** 31) - 1,
      2 ** 31,
      2 ** 53 + 1,
      1e308,
      -1e308,
      0.5,
      true,
      false,
      null,
      [],
      {},
      [null],
      { $gt: '' },
      JSON.parse('{"__proto__":{"admin":true}}'),
      JSON.parse(deepJson(2000)),
    ),
  },
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 50 }) },
);

/** Path parts that name nothing or break the path: signs, exponents, NUL, huge ids. */
export const hostilePathPart: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1e3',
    '0x10',
    '1.5',
    ' 1',
    '2147483648',
    '99999999999999999999',
    'abc',
    '\u0000',
    '%00',
    '..',
    'null',
    'x'.repeat(5000),
  ),
  fc.integer({ min: 1, max: 60 }).map(String),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
);

type Mutation =
  | { kind: 'valid' }
  | { kind: 'replace'; field: number; value: unknown }
  | { kind: 'drop'; field: number }
  | { kind: 'add'; name: string; value: unknown }
  | { kind: 'whole'; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'valid' as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('replace' as const),
      field: fc.nat(),
      value: hostileValue,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), field: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      name: fc.string({ maxLength: 10 }),
      value: hostileValue,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileValue }),
  },
);

function mutate(valid: unknown, change: Mutation): unknown {
  if (change.kind === 'valid') return valid;
  if (change.kind === 'whole') return change.value;
  if (!valid || typeof valid !== 'object' || Array.isArray(valid)) {
    return change.kind === 'drop' ? undefined : 'value' in change ? change.value : valid;
  }
  const copy: Record<string, unknown> = { ...valid };
  if (change.kind === 'add') {
    copy[change.name] = change.value;
    return copy;
  }
  const names = Object.keys(copy);
  const name = names[change.field % Math.max(names.length, 1)];
  if (name === undefined) return copy;
  if (change.kind === 'drop') delete copy[name];
  else copy[name] = change.value;
  return copy;
}

/**
 * Mostly valid values with one thing wrong: a field of the wrong type or out of bounds, a field
 * missing or unknown, or a hostile value instead of the whole; about a quarter are left valid.
 */
export function mutatedInput(schema: z.ZodMiniType | undefined): fc.Arbitrary<unknown> {
  const valid = schema ? validInput(schema) : fc.constant(undefined);
  return fc.tuple(valid, mutation).map(([value, change]) => mutate(value, change));
}
