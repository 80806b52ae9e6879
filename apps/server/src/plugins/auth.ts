import { INVALID_TOKEN_DETAIL, type UserType } from '@kitlab/contract';
import { and, eq, gt, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { jsonbText } from '../db/jsonb-text.js';
import { authTokens, users } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { ApiError, forbidden } from '../lib/errors.js';
import { gatheredWhileBusy } from '../lib/gathered-calls.js';
import { hashToken } from '../lib/tokens.js';

export interface AuthUser {
  id: number;
  token: string;
  organisationId: number;
  userType: UserType;
  authTokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const invalidToken = () => new ApiError(401, 'invalid_token', INVALID_TOKEN_DETAIL);

/** `Authorization: token <value>` (the word is case-insensitive; `Bearer` is accepted too). */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^(?:token|bearer)\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Finds the active user a sign-in token belongs to, or null. */
export type SessionLookup = (token: string, now: Date) => Promise<AuthUser | null>;

/** The signed-in user's columns, as every session lookup selects them (an `AuthUser`). */
export const sessionUserFields = {
  id: users.id,
  token: users.token,
  organisationId: users.organisationId,
  userType: users.userType,
  authTokenId: authTokens.id,
};

/**
 * A sign-in session still standing, of an active user, for a query joining `auth_tokens` to
 * `users`: by the token's hash and the time it was sent. A call that reads more in the same
 * statement signs in by this very rule, so nothing about a session is ever kept between requests:
 * a sign-out or revoked token is seen at once, by every process.
 */
export const activeSessionFor = (tokenHash: SQLWrapper, now: SQLWrapper) =>
  and(
    eq(authTokens.tokenHash, tokenHash),
    isNull(authTokens.revokedAt),
    gt(authTokens.expiresAt, now),
    eq(users.isActive, true),
  );

/** `activeSessionFor` the placeholders `tokenHash` and `now`, which `sessionParams` gives. */
export const activeSession = activeSessionFor(sql.placeholder('tokenHash'), sql.placeholder('now'));

/** The user a sign-in token belongs to, joined as `activeSession` reads it. */
export const sessionUser = eq(users.id, authTokens.userId);

/** The values of `activeSession`'s placeholders for a token sent at `now`. */
export const sessionParams = (token: string, now: Date) => ({ tokenHash: hashToken(token), now });

/**
 * Sign-ins looked up together in one statement: the table of their requests, each a row of
 * `request` (from the JSON placeholder `requests`, rows of `sessionRequestOf`) numbered `n`, with
 * `columns` of the caller's own (`, attempt_id integer`).
 */
export const sessionRequestsTable = (columns: SQL = sql``) =>
  sql`jsonb_to_recordset(${sql.placeholder('requests')}::jsonb) as request(n integer, token_hash text, sent_at timestamptz${columns})`;

/** The request numbered `n` of `sessionRequestsTable`: a token, and when it was sent. */
export function sessionRequestOf(n: number, token: string, sentAt: Date) {
  const { tokenHash, now } = sessionParams(token, sentAt);
  return { n, token_hash: tokenHash, sent_at: now };
}

/** Each row's number in `sessionRequestsTable`. */
export const sessionRequestNumber = sql<number>`request.n`;

/**
 * Joins, to a query of `sessionRequestsTable`'s rows, each request's standing session and its user
 * (a request without one has no row), for the query to join what the request names to next.
 */
export function joinSessions<T extends PgSelect>(requests: T) {
  return requests
    .innerJoin(authTokens, sql`true`)
    .innerJoin(users, sessionUser)
    .where(activeSessionFor(sql`request.token_hash`, sql`request.sent_at`));
}

/** The most sign-ins one statement looks up: a school's calls at once, with room. */
const MOST_SESSIONS_AT_ONCE = 64;

/**
 * Every call but the public ones looks its token up first, so the statement is prepared once per
 * database: neither the query builder nor PostgreSQL's planner runs again for each request. One
 * lookup is in flight at a time and the calls made meanwhile are looked up together in the next,
 * each by its own token and time (a row of `request`): under load a statement serves many calls,
 * where each call's round trip to the database cost more than the lookup itself. A call alone
 * waits for nothing.
 */
export function createSessionLookup(db: Database): SessionLookup {
  const statement = joinSessions(
    db
      .select({ request: sessionRequestNumber, ...sessionUserFields })
      .from(sessionRequestsTable())
      .$dynamic(),
  ).prepare('find_users_by_tokens');
  const lookUp = gatheredWhileBusy<{ token: string; now: Date }, AuthUser | null>({
    most: MOST_SESSIONS_AT_ONCE,
    // No request can make a lookup fail (each is a hash and a time): a failed one (the database
    // gone) fails its calls at once, not again one by one.
    runAgainAfter: () => false,
    async run(calls) {
      const requests = calls.map((call, n) => sessionRequestOf(n, call.token, call.now));
      const rows = await statement.execute({ requests: jsonbText(requests) });
      const found = new Map(rows.map(({ request, ...user }) => [request, user]));
      return calls.map((_call, n) => found.get(n) ?? null);
    },
  });
  return (token, now) => lookUp({ token, now });
}

/**
 * Rejects a client older than the current token version with 426 (the browser then reloads to the
 * new application), before any token is looked at.
 */
export function registerTokenVersionCheck(app: FastifyInstance, latestTokenVersion: number): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const sent = request.headers['token-version'];
    if (typeof sent !== 'string' || sent.trim() === '') return done();
    const version = Number(sent);
    if (!Number.isFinite(version) || version < latestTokenVersion) {
      const upgrade = new ApiError(
        426,
        'upgrade_required',
        'A newer version of the application is available.',
        undefined,
        { latest_token_version: latestTokenVersion },
      );
      return done(upgrade);
    }
    done();
  });
}

export type Access = readonly UserType[] | 'public' | 'optional';

/** Resolves `request.user` and enforces a call's roles: no or bad token 401, wrong role 403. */
export async function authorize(
  request: FastifyRequest,
  access: Access,
  sessions: SessionLookup,
  clock: Clock,
): Promise<void> {
  if (access === 'public') return;
  const token = readToken(request);
  const user = token ? await sessions(token, clock.now()) : null;
  if (access === 'optional') {
    request.user = user;
    return;
  }
  if (!user) throw invalidToken();
  if (!access.includes(user.userType)) throw forbidden();
  request.user = user;
}
