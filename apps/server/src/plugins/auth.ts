import { INVALID_TOKEN_DETAIL, type UserType } from '@kitlab/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
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

export async function findUserByToken(
  db: Database,
  clock: Clock,
  token: string,
): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      token: users.token,
      organisationId: users.organisationId,
      userType: users.userType,
      authTokenId: authTokens.id,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, clock.now()),
        eq(users.isActive, true),
      ),
    );
  return row ?? null;
}

/**
 * Rejects a client older than the current token version with 426 (the browser then reloads to the
 * new application), before any token is looked at.
 */
export function registerTokenVersionCheck(app: FastifyInstance, latestTokenVersion: number): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const sent = request.headers['token-version'];
    if (typeof sent !== 'string' || sent.trim() === '') return;
    const version = Number(sent);
    if (!Number.isFinite(version) || version < latestTokenVersion) {
      throw new ApiError(
        426,
        'upgrade_required',
        'A newer version of the application is available.',
        undefined,
        {
          latest_token_version: latestTokenVersion,
        },
      );
    }
  });
}

export type Access = readonly UserType[] | 'public' | 'optional';

/** Resolves `request.user` and enforces a call's roles: no or bad token 401, wrong role 403. */
export async function authorize(
  request: FastifyRequest,
  access: Access,
  db: Database,
  clock: Clock,
): Promise<void> {
  if (access === 'public') return;
  const token = readToken(request);
  const user = token ? await findUserByToken(db, clock, token) : null;
  if (access === 'optional') {
    request.user = user;
    return;
  }
  if (!user) throw invalidToken();
  if (!access.includes(user.userType)) throw forbidden();
  request.user = user;
}
