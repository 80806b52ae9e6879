import {
  answerBody,
  type CallDefinition,
  type CallInput,
  injectTransport,
  requestOf,
} from '@kitlab/contract';
import type { $ZodType } from 'zod/v4/core';
import type { TestApp } from './test-app.js';

/**
 * Calls the API as a signed-in user and counts how many times zod read the answer, or any part of
 * it, while the API wrote it. The answer writer asks zod only when an
 * answer does not fit its schema as it is (`plugins/fits-as-is.ts`): none means it was written
 * without zod building a copy of it. The answer is not read by its schema here, so as not to count.
 */
export async function zodReadsWriting<C extends CallDefinition>(
  t: TestApp,
  token: string,
  call: C,
  input: CallInput<C>,
) {
  const watched = [...schemasWithin(call.response as $ZodType)];
  const runs = watched.map((each) => each._zod.run);
  let reads = 0;
  watched.forEach((each, index) => {
    const run = runs[index] as $ZodType['_zod']['run'];
    each._zod.run = (...args) => {
      reads += 1;
      return run(...args);
    };
  });
  try {
    const request = requestOf(call, {
      ...input,
      headers: { ...input.headers, authorization: `token ${token}` },
    });
    const response = await injectTransport(t.app)(request);
    return { reads, status: response.status, body: answerBody(call, response).body };
  } finally {
    watched.forEach((each, index) => {
      each._zod.run = runs[index] as $ZodType['_zod']['run'];
    });
  }
}

interface Def {
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
  innerType?: $ZodType;
  options?: $ZodType[];
}

/** A schema and every schema inside it. */
function schemasWithin(schema: $ZodType, found = new Set<$ZodType>()): Set<$ZodType> {
  if (found.has(schema)) return found;
  found.add(schema);
  const def = schema._zod.def as Def;
  const inner = [
    ...Object.values(def.shape ?? {}),
    ...(def.options ?? []),
    def.element,
    def.innerType,
  ];
  for (const part of inner) if (part) schemasWithin(part, found);
  return found;
}
