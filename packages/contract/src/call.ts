import { z } from 'zod/mini';
import { sentId, withTypedText } from './bounds.js';

export type UserType = 'S' | 'T' | 'C';
export const USER_TYPES = ['S', 'T', 'C'] as const satisfies readonly UserType[];
export const STAFF: readonly UserType[] = ['T', 'C'];

/** The `{name}` parts of a path, by name. */
export type PathParams = z.ZodMiniObject<Record<string, z.ZodMiniType>>;

/**
 * One API call, declared once. The server registers its route from this and every client (the
 * web app, the API tests, the journeys, the benchmarks) calls it through `createCaller`.
 * `path` is relative to `/api` and written exactly as the specification names it; each of its
 * `{name}` parts is declared in `params`. `roles: 'public'` needs no token; `'optional'` reads a
 * token when one is sent.
 */
export interface CallDefinition<
  Body extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Query extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Response extends z.ZodMiniType = z.ZodMiniType,
  Params extends PathParams | undefined = PathParams | undefined,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  roles: readonly UserType[] | 'public' | 'optional';
  summary: string;
  params?: Params;
  /**
   * What a 404 says when a path part names no possible record ("No such ..."): one detail, or
   * one per path part.
   */
  notFound?: string | Readonly<Record<string, string>>;
  body?: Body;
  query?: Query;
  response: Response;
  /** Status of a successful answer, 200 unless stated. */
  status?: number;
  /** Largest accepted request body in bytes, when smaller than the server default. */
  bodyLimit?: number;
  /** Headers every request of the call sends, such as the version a standard's protocol needs. */
  headers?: Readonly<Record<string, string>>;
}

/** The `{name}` parts of a contract path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name as string);
}

/** A record's id in a path: digits naming a possible id; anything else names nothing (404). */
export const pathId = sentId;

/** A token in a path, such as a user's: text of a bounded length. */
export const pathToken = z.string().check(z.minLength(1), z.maxLength(100));

/**
 * Declares a call; no text of its body or query may hold control characters (see bounds.ts).
 * The path's `{name}` parts and the declared `params` must match, so no part goes unvalidated.
 * Declaring has no effect beyond its result, so a bundle leaves out the calls nobody sends.
 */
// @__NO_SIDE_EFFECTS__
export function defineCall<
  Body extends z.ZodMiniType | undefined = undefined,
  Query extends z.ZodMiniType | undefined = undefined,
  Response extends z.ZodMiniType = z.ZodMiniType,
  Params extends PathParams | undefined = undefined,
>(
  call: CallDefinition<Body, Query, Response, Params>,
): CallDefinition<Body, Query, Response, Params> {
  const named = pathParamNames(call.path).sort().join(',');
  const declared = Object.keys(call.params?.shape ?? {})
    .sort()
    .join(',');
  if (named !== declared) {
    throw new Error(`${call.path} names {${named}} but declares params {${declared}}`);
  }
  return {
    ...call,
    ...(call.body ? { body: withTypedText(call.body) as Body } : {}),
    ...(call.query ? { query: withTypedText(call.query) as Query } : {}),
  };
}

type Declared<T> = Exclude<T, undefined>;
/** What a client sends for an optional part of a call: undefined when the call has none. */
type InputOf<T> = [Declared<T>] extends [never]
  ? undefined
  : Declared<T> extends z.ZodMiniType
    ? z.input<Declared<T>>
    : undefined;
/** What the server reads for an optional part of a call once its schema has parsed it. */
export type ParsedPart<T> = [Declared<T>] extends [never]
  ? undefined
  : Declared<T> extends z.ZodMiniType
    ? z.output<Declared<T>>
    : undefined;

export type CallBody<C extends CallDefinition> = InputOf<C['body']>;
export type CallQuery<C extends CallDefinition> = InputOf<C['query']>;
/** A path's parts as a caller fills them in: ids as numbers, tokens as text. */
export type CallParams<C extends CallDefinition> =
  ParsedPart<C['params']> extends infer Parsed
    ? Parsed extends object
      ? { [K in keyof Parsed]: string | number }
      : undefined
    : undefined;
export type CallResponse<C extends CallDefinition> = z.output<C['response']>;
