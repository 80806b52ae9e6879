import type { z } from 'zod/mini';
import { defineCall, type UserType } from './call.js';

/**
 * A read the product sends either as POST (parameters in the body) or as GET (parameters in the
 * query): both forms share one path, parameter schema and response.
 */
// @__NO_SIDE_EFFECTS__
export function defineReadCalls<P extends z.ZodMiniType, R extends z.ZodMiniType>(read: {
  path: string;
  roles: readonly UserType[];
  summary: string;
  /** What the read is asked with: the POST form's body, the GET form's query string. */
  fields: P;
  response: R;
}) {
  const { fields, ...common } = read;
  return {
    post: defineCall({ ...common, method: 'POST', body: fields }),
    get: defineCall({ ...common, method: 'GET', query: fields }),
  };
}
