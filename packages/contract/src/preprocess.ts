import { z } from 'zod/mini';

/**
 * A schema that first turns what was sent with `fn`, then checks the result with `schema`. Typed as
 * zod's own preprocess: the key is optional on the way in when `schema` allows it to be missing.
 */
export interface Preprocessed<B extends z.core.SomeType>
  extends z.ZodMiniType<z.output<B>, unknown, z.core.$ZodPreprocessInternals<B, unknown>> {}

/** zod/mini has no `preprocess`: this is the same pipe of a transform into `schema`. */
export function preprocess<B extends z.core.SomeType>(
  fn: (value: unknown) => unknown,
  schema: B,
): Preprocessed<B> {
  const checked = schema as unknown as z.core.$ZodType<unknown, unknown>;
  return z.pipe(z.transform(fn), checked) as unknown as Preprocessed<B>;
}
