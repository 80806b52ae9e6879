import type { z } from 'zod';
import { withTypedText } from './bounds.js';

export type UserType = 'S' | 'T' | 'C';
export const USER_TYPES = ['S', 'T', 'C'] as const satisfies readonly UserType[];
export const STAFF: readonly UserType[] = ['T', 'C'];

/**
 * One API call, declared once. The server registers its route from this and the web client is
 * typed from it. `path` is relative to `/api` and written exactly as the specification names it.
 * `roles: 'public'` needs no token; `'optional'` reads a token when one is sent.
 */
export interface CallDefinition<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  roles: readonly UserType[] | 'public' | 'optional';
  summary: string;
  body?: Body;
  query?: Query;
  response: Response;
  /** Status of a successful answer, 200 unless stated. */
  status?: number;
  /** Largest accepted request body in bytes, when smaller than the server default. */
  bodyLimit?: number;
}

/** Declares a call; no text of its body or query may hold control characters (see bounds.ts). */
export function defineCall<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(call: CallDefinition<Body, Query, Response>): CallDefinition<Body, Query, Response> {
  return {
    ...call,
    ...(call.body ? { body: withTypedText(call.body) as Body } : {}),
    ...(call.query ? { query: withTypedText(call.query) as Query } : {}),
  };
}

export type CallBody<C> =
  C extends CallDefinition<infer B, z.ZodType | undefined, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type CallQuery<C> =
  C extends CallDefinition<z.ZodType | undefined, infer Q, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type CallResponse<C> =
  C extends CallDefinition<z.ZodType | undefined, z.ZodType | undefined, infer R>
    ? z.output<R>
    : never;
