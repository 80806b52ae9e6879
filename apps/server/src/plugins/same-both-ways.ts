import type { $ZodType } from 'zod/v4/core';

/** Schema kinds that check a value without changing it, whichever way it is read. */
const LEAVES = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'literal',
  'enum',
  'date',
  'any',
  'unknown',
  'template_literal',
  'nan',
]);

interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  items?: $ZodType[];
  rest?: $ZodType | null;
  options?: $ZodType[];
  left?: $ZodType;
  right?: $ZodType;
  keyType?: $ZodType;
  valueType?: $ZodType;
  innerType?: $ZodType;
}

/** The schemas directly inside one, for the kinds whose own reading is the same both ways. */
function innerSchemas(def: Def): $ZodType[] | null {
  switch (def.type) {
    case 'object':
      return [...Object.values(def.shape ?? {}), ...(def.catchall ? [def.catchall] : [])];
    case 'array':
      return def.element ? [def.element] : [];
    case 'tuple':
      return [...(def.items ?? []), ...(def.rest ? [def.rest] : [])];
    case 'union':
      return def.options ?? [];
    case 'intersection':
      return [def.left, def.right].filter((schema) => schema !== undefined);
    case 'record':
      return [def.keyType, def.valueType].filter((schema) => schema !== undefined);
    case 'optional':
    case 'nullable':
    case 'readonly':
      return def.innerType ? [def.innerType] : [];
    default:
      return LEAVES.has(def.type) ? [] : null;
  }
}

const known = new WeakMap<$ZodType, boolean>();

/**
 * Whether encoding a value with this schema gives what parsing it gives: true when nothing in it
 * converts (no codec, pipe, transform, default, prefault, catch, lazy or custom schema). Zod
 * parses several times faster than it encodes, so an answer whose schema only checks is parsed.
 */
export function sameBothWays(schema: $ZodType): boolean {
  const held = known.get(schema);
  if (held !== undefined) return held;
  known.set(schema, false); // a schema inside itself is not walked twice
  const inner = innerSchemas(schema._zod.def as Def);
  const same = inner?.every(sameBothWays) ?? false;
  known.set(schema, same);
  return same;
}
