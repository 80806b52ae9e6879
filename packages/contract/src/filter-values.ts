import { z } from 'zod/mini';
import { sentId } from './bounds.js';
import { preprocess } from './preprocess.js';

// Apart from the kit library's filters, so that a call taking an optional class or kit (the
// calendar's due counts) does not build the library's filter schemas.

/** Treats '', null and missing alike, as chooser filters send "all" in each of those ways. */
export const blankAsMissing = (value: unknown) =>
  value === '' || value === null ? undefined : value;

export const optionalId = preprocess(blankAsMissing, z.optional(sentId));
