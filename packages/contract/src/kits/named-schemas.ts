import { inlineSchema, lessonBlockSchema } from '@kitlab/kit-format/lesson-blocks';
import { z } from 'zod/mini';

/**
 * The recursive lesson schemas are named in zod's global registry, so the OpenAPI document
 * declares each once under components and refers to it by name (a recursive schema cannot be
 * written out inline).
 */
for (const [schema, id] of [
  [lessonBlockSchema, 'LessonBlock'],
  [inlineSchema, 'LessonInline'],
] as const) {
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}

export { inlineSchema, lessonBlockSchema };
