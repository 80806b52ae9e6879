import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type $ZodError, $ZodObject, type $ZodType, safeEncode, safeParse } from 'zod/v4/core';
import { byDiscriminator } from './discriminated.js';
import { type FitsAsIs, fitsAsIs } from './fits-as-is.js';
import { sameBothWays } from './same-both-ways.js';

type Written = WeakMap<object, string>;
type Write = (data: unknown) => string;

/**
 * Writes answers as the zod type provider's serializer does (encoded by the call's response
 * schema, so no column leaks, then JSON), with one difference: a frozen object or array at the
 * top of an answer is shared between requests (a kit's content kept per version), so it is
 * checked and written once per schema and its text reused. On kit content that check and write
 * was about a third of the call's time. An answer that is one of several objects told apart by a
 * discriminator (a draft's sheet or a submitted one) is written as the object it names. Everything
 * else is checked on every answer: in place where it fits its schema as it is (`fits-as-is.ts`,
 * which builds nothing), else by parsing where the schema reads the same both ways (several
 * times faster than encoding), else encoding.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<$ZodType> = ({
  schema,
  method,
  url,
}) => {
  const fail = (cause: $ZodError) => new ResponseSerializationError(method, url, { cause });
  const fitsWhole = fitsAsIs(schema);
  const whole: Write = (data) => {
    if (fitsWhole?.(data)) return JSON.stringify(data);
    const result = check(schema, data);
    if (result.error) throw fail(result.error);
    return JSON.stringify(result.data);
  };
  if (isPlainObjectSchema(schema)) return objectWriter(schema, whole);
  return discriminatedWriter(schema) ?? whole;

  /**
   * The object named by each discriminator value, written by its own fields; a value naming no
   * object (or two) goes to zod whole, which refuses it as it would.
   */
  function discriminatedWriter(union: $ZodType): Write | null {
    const objectOf = byDiscriminator(union, (option) =>
      isPlainObjectSchema(option) ? objectWriter(option, whole) : null,
    );
    return objectOf ? (data) => (objectOf(data) ?? whole)(data) : null;
  }

  /** Each field written by itself, a shared one once; anything but a plain object goes whole. */
  function objectWriter(object: $ZodObject, notObject: Write): Write {
    const fields = Object.entries(object._zod.def.shape).map(([key, field]) => ({
      name: JSON.stringify(key),
      key,
      field,
      fits: fitsAsIs(field),
      written: new WeakMap() as Written,
    }));
    return (data) => {
      if (typeof data !== 'object' || data === null || Array.isArray(data)) return notObject(data);
      const parts: string[] = [];
      for (const { name, key, field, fits, written } of fields) {
        const value = (data as Record<string, unknown>)[key];
        const text = isShared(value)
          ? writeShared(field, fits, value, written)
          : writeField(field, fits, value);
        if (text !== undefined) parts.push(`${name}:${text}`);
      }
      return `{${parts.join(',')}}`;
    };
  }

  function writeField(field: $ZodType, fits: FitsAsIs | null, value: unknown): string | undefined {
    if (fits?.(value)) return JSON.stringify(value);
    const result = check(field, value);
    if (result.error) throw fail(result.error);
    return result.data === undefined ? undefined : JSON.stringify(result.data);
  }

  function writeShared(
    field: $ZodType,
    fits: FitsAsIs | null,
    value: object,
    written: Written,
  ): string | undefined {
    const held = written.get(value);
    if (held !== undefined) return held;
    const text = writeField(field, fits, value);
    if (text !== undefined) written.set(value, text);
    return text;
  }
};

/** The schema's reading of a value for the wire, as encoding it would give. */
const check = (schema: $ZodType, value: unknown) =>
  sameBothWays(schema) ? safeParse(schema, value) : safeEncode(schema, value);

const isShared = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && Object.isFrozen(value);

/** An object schema that keeps only its own keys and has no checks of its own across keys. */
function isPlainObjectSchema(schema: $ZodType): schema is $ZodObject {
  if (!(schema instanceof $ZodObject)) return false;
  const { def } = schema._zod;
  return def.catchall === undefined && (def.checks?.length ?? 0) === 0;
}
