import { INVALID_TOKEN_DETAIL, type UserType } from '@kitlab/contract';
import { and, eq, gt, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { authTokens, users } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { ApiError, forbidden } from '../lib/errors.js';
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
 * Every call but the public ones looks its token up first, so the statement is prepared once per
 * database: neither the query builder nor PostgreSQL's planner runs again for each request.
 */
export function createSessionLookup(db: Database): SessionLookup {
  const statement = db
    .select(sessionUserFields)
    .from(authTokens)
    .innerJoin(users, sessionUser)
    .where(activeSession)
    .prepare('find_user_by_token');
  return async (token, now) => {
    const [row] = await statement.execute(sessionParams(token, now));
    return row ?? null;
  };
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
