import {
  type CallDefinition,
  CONTROL_CHARACTER_MESSAGE,
  controlCharacterPaths,
  sentId,
  withoutTypedText,
  withTypedText,
} from '@kitlab/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { invalidFields } from '../lib/errors.js';
import { type AuthUser, authorize } from './auth.js';

type Output<T> = T extends z.ZodType ? z.output<T> : undefined;

type BodyOf<C> =
  C extends CallDefinition<infer B, z.ZodType | undefined, z.ZodType> ? Output<B> : never;
type QueryOf<C> =
  C extends CallDefinition<z.ZodType | undefined, infer Q, z.ZodType> ? Output<Q> : never;

export interface CallContext<C extends CallDefinition> {
  body: BodyOf<C>;
  query: QueryOf<C>;
  params: Record<string, string>;
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
 * The `{name}` parts of a contract path, declared so that OpenAPI tools know them: ids are
 * bounded like every other id (an impossible one answers 404), the rest is typed text.
 */
function pathParams(path: string) {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name as string);
  if (names.length === 0) return undefined;
  const schemaOf = (name: string) => (/(^|_)id$/.test(name) ? sentId : z.string().max(100));
  return withTypedText(z.object(Object.fromEntries(names.map((name) => [name, schemaOf(name)]))));
}

/**
 * Control characters anywhere in the body or query are refused before the schema runs, so they
 * are named even when other fields are wrong too. The contract's schemas refuse them as well, for
 * forms; the routes validate with the schemas without that check, so each request is walked once.
 */
function refuseControlCharacters(request: FastifyRequest): void {
  const paths = [...controlCharacterPaths(request.body), ...controlCharacterPaths(request.query)];
  if (paths.length === 0) return;
  const fields = Object.fromEntries(
    paths.map((path) => [path.join('.') || 'non_field_errors', [CONTROL_CHARACTER_MESSAGE]]),
  );
  throw invalidFields(fields);
}

/** `{id}` in the contract's paths becomes Fastify's `:id`. */
export function toRoutePath(path: string): string {
  return `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/**
 * Registers one contract call: the contract's schemas validate the request and the answer (so a
 * column never leaks by accident) and its roles decide who may call it.
 */
export function registerCall<C extends CallDefinition>(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock },
  call: C,
  handler: CallHandler<C>,
): void {
  const status = call.status ?? 200;
  const params = pathParams(call.path);
  app.route({
    method: call.method,
    url: toRoutePath(call.path),
    ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
    schema: {
      summary: call.summary,
      security: securityOf(call.roles),
      ...(params ? { params } : {}),
      ...(call.body ? { body: withoutTypedText(call.body) } : {}),
      ...(call.query ? { querystring: withoutTypedText(call.query) } : {}),
      response: { [status]: call.response },
    },
    preValidation: async (request) => {
      await authorize(request, call.roles, deps.db, deps.clock);
      refuseControlCharacters(request);
    },
    handler: async (request, reply) => {
      const result = await handler({
        body: request.body as BodyOf<C>,
        query: request.query as QueryOf<C>,
        params: request.params as Record<string, string>,
        user: request.user as CallContext<C>['user'],
        request,
        reply,
      });
      return reply.status(status).send(result);
    },
  });
}
