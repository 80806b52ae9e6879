import type { CallDefinition, RequestParts } from '@kitlab/contract';
import fc from 'fast-check';
import type { z } from 'zod/mini';
import { CALL_SPECS } from './call-specs/index.js';
import type { ContractCall } from './contract-calls.js';
import type { CallSpec } from './ownership.js';
import { type JsonSchema, jsonSchemaOf, takesBytes, validInput } from './schema-arbitraries.js';

/** Fixed, so a call's generated input is the same on every run. */
const INPUT_SEED = 42;

/**
 * A field that names a record: `id`, `key`, `photo_key`, `class_id`, `class_ids`, `user_token`
 * (or camelCase). A generated value there names nobody's object, so every caller would be
 * refused alike and the matrix would say nothing about who may use it.
 */
const REFERENCE = /(?:^|_)(?:ids?|tokens?|key)$|[a-z](?:Ids?|Tokens?|Key)$/;

/** Every field of a JSON Schema, nested ones as `marks.activity_detail_id`. */
function fieldPaths(schema: JsonSchema, prefix = ''): string[] {
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (schema.items) branches.push(schema.items);
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [
    `${prefix}${name}`,
    ...fieldPaths(property, `${prefix}${name}.`),
  ]);
  return [...new Set([...own, ...branches.flatMap((branch) => fieldPaths(branch, prefix))])];
}

/**
 * What a call takes that looks like it names someone's object: its path parts (`{user_token}`)
 * and its fields named like a reference (`body.class_id`).
 */
export function objectReferencesOf(call: CallDefinition): string[] {
  const params = Object.keys(call.params?.shape ?? {}).map((name) => `{${name}}`);
  const fields = (['query', 'body'] as const).flatMap((part) => {
    const schema = call[part];
    if (!schema || takesBytes(schema)) return [];
    return fieldPaths(jsonSchemaOf(schema))
      .filter((path) => REFERENCE.test(path.slice(path.lastIndexOf('.') + 1)))
      .map((path) => `${part}.${path}`);
  });
  return [...params, ...fields];
}

/**
 * The simplest valid value of a schema: a generated one, shrunk by fast-check as far as the
 * schema still accepts it (optional fields dropped, text and lists short, numbers small).
 */
function simplestValid(schema: z.ZodMiniType): unknown {
  const run = fc.check(
    fc.property(validInput(schema), () => false),
    { seed: INPUT_SEED, numRuns: 1 },
  );
  if (!run.counterexample) throw new Error(`no valid value found: ${run.errorInstance}`);
  return run.counterexample[0];
}

/**
 * The spec of a call that names no object: the `self` rule (each declared role allowed, nobody
 * refused unless the call is public) and an input generated from the call's own schemas.
 */
export function generatedSpecOf(call: CallDefinition): CallSpec {
  const input: RequestParts = {};
  if (call.query) input.query = simplestValid(call.query);
  if (call.body) input.body = simplestValid(call.body);
  return { rule: 'self', input: () => structuredClone(input) };
}

/** How the matrix calls a call, or what it names that needs an entry in CALL_SPECS. */
export type Coverage =
  | { spec: CallSpec; generated: boolean }
  | { spec: null; references: string[] };

/** The call's entry in CALL_SPECS; else a generated spec, unless the call names an object. */
export function coverageOf({ name, call }: ContractCall): Coverage {
  const listed = CALL_SPECS[name];
  if (listed) return { spec: listed, generated: false };
  const references = objectReferencesOf(call);
  if (references.length > 0) return { spec: null, references };
  return { spec: generatedSpecOf(call), generated: true };
}

/** Where a call's entry goes: the file of its namespace. */
export const specFileOf = (name: string) =>
  `contract-tests/call-specs/${name.slice(0, name.indexOf('.'))}.ts`;
