import { injectTransport, type Transport } from '@kitlab/contract';
import type { InjectOptions } from 'fastify';
import { authTokens } from '../db/schema/index.js';
import { hashToken, newSecretToken } from '../lib/tokens.js';
import type { TestApp } from '../test/test-app.js';

const NINETY_DAYS_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * A sign-in token for a user, written as sign-in writes it but without checking a password:
 * thousands of requests would otherwise spend their time hashing passwords.
 */
export async function issueToken(t: TestApp, user: { id: number }): Promise<string> {
  const token = newSecretToken();
  await t.db.insert(authTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(t.clock.now().getTime() + NINETY_DAYS_MS),
  });
  return token;
}

let addresses = 0;

/**
 * Fastify's inject from an address of its own: each cell comes from its own device, so the
 * limits per address (sign-in, recovery) count one cell's requests, not the whole matrix's.
 */
export function transportFromNewAddress(t: TestApp): Transport {
  addresses += 1;
  const remoteAddress = `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
  return injectTransport({
    inject: ({ payload, ...options }) =>
      t.app.inject({
        ...options,
        // Bytes go as a Buffer: inject would write any other object out as JSON.
        ...(payload !== undefined
          ? { payload: typeof payload === 'string' ? payload : Buffer.from(payload) }
          : {}),
        remoteAddress,
      } as InjectOptions),
  });
}
