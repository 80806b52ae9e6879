import { constants, createPrivateKey, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testKeyPair, testSubtle } from '../testing/server-key';
import {
  EncryptionUnavailableError,
  encryptForServer,
  fromBase64,
  toBase64,
} from './encrypt-payload';

async function decrypt(privateKey: CryptoKey, payload: string): Promise<unknown> {
  const plain = await testSubtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(payload));
  return JSON.parse(new TextDecoder().decode(plain));
}

describe('encryptForServer', () => {
  it('round-trips a recovery payload through RSA-OAEP SHA-256', async () => {
    const { spki, privateKey } = await testKeyPair();
    const value = { reset_key: 'k3y_-ABC', password: 'correct horse battery staple' };
    const payload = await encryptForServer(value, spki, testSubtle);
    expect(payload).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(fromBase64(payload)).toHaveLength(256);
    expect(payload).not.toContain('horse');
    expect(await decrypt(privateKey, payload)).toEqual(value);
  });

  it("decrypts with Node's OAEP SHA-256, as the server reads it", async () => {
    const { spki, privateKey } = await testKeyPair();
    const pkcs8 = Buffer.from(await testSubtle.exportKey('pkcs8', privateKey));
    const payload = await encryptForServer({ password: 'p4ss word' }, spki, testSubtle);
    const plain = privateDecrypt(
      {
        key: createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }),
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(payload, 'base64'),
    );
    expect(JSON.parse(plain.toString('utf8'))).toEqual({ password: 'p4ss word' });
  });

  it('keeps characters outside ASCII intact', async () => {
    const { spki, privateKey } = await testKeyPair();
    const value = { password: 'Grüße, 子供たち 🌱' };
    expect(await decrypt(privateKey, await encryptForServer(value, spki, testSubtle))).toEqual(
      value,
    );
  });

  it('encrypts the same value differently each time (OAEP is randomised)', async () => {
    const { spki } = await testKeyPair();
    const first = await encryptForServer({ password: 'same' }, spki, testSubtle);
    const second = await encryptForServer({ password: 'same' }, spki, testSubtle);
    expect(first).not.toBe(second);
  });

  it('refuses a key that is not an SPKI public key', async () => {
    await expect(
      encryptForServer({}, toBase64(new Uint8Array([1, 2, 3])), testSubtle),
    ).rejects.toThrow();
  });

  it('says so when the browser has no WebCrypto (not a secure context)', async () => {
    await expect(encryptForServer({}, 'AAAA', null)).rejects.toBeInstanceOf(
      EncryptionUnavailableError,
    );
  });

  it('converts base64 both ways for every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fromBase64(toBase64(bytes))).toEqual(bytes);
  });
});
