import {
  type CallDefinition,
  CONTROL_CHARACTER_MESSAGE,
  controlCharacterPaths,
  type ParsedPart,
  TOO_DEEP_MESSAGE,
  walkSentText,
  withoutTypedText,
} from '@kitlab/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import type { Clock } from '../lib/clock.js';
import { invalidFields } from '../lib/errors.js';
import { type AuthUser, authorize, type SessionLookup } from './auth.js';

type BodyOf<C extends CallDefinition> = ParsedPart<C['body']>;
type QueryOf<C extends CallDefinition> = ParsedPart<C['query']>;
type ParamsOf<C extends CallDefinition> = ParsedPart<C['params']>;

export interface CallContext<C extends CallDefinition> {
  body: BodyOf<C>;
  query: QueryOf<C>;
  params: ParamsOf<C>;
  user: C['roles'] extends 'public' | 'optional' ? AuthUser | null : AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends CallDefinition> = (
  context: CallContext<C>,
) => Promise<z.input<C['response']>> | z.input<C['response']>;

/** The OpenAPI name of the sign-in token header, declared once in the document's components. */
export const SIGN_IN_TOKEN_SCHEME = 'signInToken';
export const signInTokenScheme = {
  type: 'apiKey',
  in: 'header',
  name: 'Authorization',
  description: 'The word `token`, a space, then the token that sign-in answered.',
} as const;

/** What the OpenAPI document says a call needs: no token, a token, or either. */
function securityOf(roles: CallDefinition['roles']) {
  const token = { [SIGN_IN_TOKEN_SCHEME]: [] };
  if (roles === 'public') return [];
  if (roles === 'optional') return [{}, token];
  return [token];
}

/**
 * What a call whose body has a default takes from a request without one. Fastify hands a missing
 * body to the validator as null, which a default does not cover; other calls keep it missing, so
 * they still answer that the body is required.
 */
function defaultBodyOf(body: z.ZodMiniType): unknown {
  const parsed = withoutTypedText(body).safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Control characters anywhere in the body or query are refused before the schema runs, so they
 * are named even when other fields are wrong too. The contract's schemas refuse them as well, for
 * forms; the routes validate with the schemas without that check, so each request is walked once.
 */
function refuseControlCharacters(request: FastifyRequest): void {
  const body = walkSentText(request.body);
  if (body.tooDeep) throw invalidFields({ non_field_errors: [TOO_DEEP_MESSAGE] });
  const paths = [...body.controlPaths, ...controlCharacterPaths(request.query)];
  if (paths.length === 0) return;
  const fields = Object.fromEntries(
    paths.map((path) => [path.join('.') || 'non_field_errors', [CONTROL_CHARACTER_MESSAGE]]),
  );
  throw invalidFields(fields);
}

const ROLE_NAMES = { S: 'students', T: 'teachers', C: 'administrators' } as const;

/** Who may make a call, in words, for the API's documentation. */
export function whoMayCall(roles: CallDefinition['roles']): string {
  if (roles === 'public') return 'Anyone may call this.';
  if (roles === 'optional') return 'Anyone may call this; a signed-in user is recognised.';
  const names = roles.map((role) => ROLE_NAMES[role]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `For ${list}.`;
}

/** `{id}` in the contract's paths becomes Fastify's `:id`. */
export function toRoutePath(path: string): string {
  return `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

export interface CallOptions<C extends CallDefinition> {
  /**
   * The call's own session lookup, given its path parameters, query and body as the contract reads them
   * (null when they are not valid: validation answers that after sign-in, as for any call). It
   * must sign in by the session rule of `plugins/auth.ts` and may read, in the same statement,
   * what the handler needs next, saving a round trip on a call made very often.
   */
  signIn?: (parts: {
    params: ParamsOf<C> | null;
    query: QueryOf<C> | null;
    body: BodyOf<C> | null;
  }) => SessionLookup;
}

/** A part of the request as the call's schema reads it, or null when it is not valid. */
function partOrNull<T>(schema: z.ZodMiniType | undefined, value: unknown): T | null {
  if (!schema) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data as T) : null;
}

/**
 * Registers one contract call: the contract's schemas validate the request and the answer (so a
 * column never leaks by accident) and its roles decide who may call it.
 */
export function registerCall<C extends CallDefinition>(
  app: FastifyInstance,
  deps: { sessions: SessionLookup; clock: Clock },
  call: C,
  handler: CallHandler<C>,
  options: CallOptions<C> = {},
): void {
  const { signIn } = options;
  const status = call.status ?? 200;
  const query = call.query ? withoutTypedText(call.query) : undefined;
  app.route({
    method: call.method,
    url: toRoutePath(call.path),
    ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
    config: { notFound: call.notFound },
    schema: {
      summary: call.summary,
      description: whoMayCall(call.roles),
      security: securityOf(call.roles),
      ...(call.params ? { params: call.params } : {}),
      ...(call.body ? { body: withoutTypedText(call.body) } : {}),
      ...(query ? { querystring: query } : {}),
      response: { [status]: call.response },
    },
    preValidation: async (request) => {
      // Each part is checked only if the lookup reads it: most read the path alone.
      const sessions = signIn
        ? signIn({
            get params() {
              return partOrNull<ParamsOf<C>>(call.params, request.params);
            },
            get query() {
              return partOrNull<QueryOf<C>>(query, request.query);
            },
            get body() {
              return partOrNull<BodyOf<C>>(call.body, request.body);
            },
          })
        : deps.sessions;
      await authorize(request, call.roles, sessions, deps.clock);
      refuseControlCharacters(request);
      if (request.body === undefined && call.body) request.body = defaultBodyOf(call.body);
    },
    handler: async (request, reply) => {
      const result = await handler({
        body: request.body as BodyOf<C>,
        query: request.query as QueryOf<C>,
        params: request.params as ParamsOf<C>,
        user: request.user as CallContext<C>['user'],
        request,
        reply,
      });
      return reply.status(status).send(result);
    },
  });
}
