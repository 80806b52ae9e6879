import { webcrypto } from 'node:crypto';
import { accounts, createCaller, injectTransport } from '@kitlab/contract';
import type { FastifyInstance } from 'fastify';

/** Encrypts as the browser does: WebCrypto RSA-OAEP with SHA-256 and the published SPKI key. */
export async function encryptForServer(app: FastifyInstance, value: unknown): Promise<string> {
  const { spki } = await createCaller(injectTransport(app)).call(accounts.getPasswordPublicKey);
  const key = await webcrypto.subtle.importKey(
    'spki',
    Buffer.from(spki, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await webcrypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(JSON.stringify(value)),
  );
  return Buffer.from(cipher).toString('base64');
}
