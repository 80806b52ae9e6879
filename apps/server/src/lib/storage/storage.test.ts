import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBytes } from '../../test/uploads.js';
import { downloadExpiry } from './download-links.js';
import { detectFileType } from './file-types.js';
import { createLocalFileStore } from './local-disk-store.js';
import type { SigningSecret } from './url-signing.js';

const secret: SigningSecret = { get: async () => Buffer.alloc(32, 7) };
let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'kitlab-store-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('detectFileType', () => {
  it('reads the type from the first bytes, not from any name', () => {
    expect(detectFileType(fileBytes('image/jpeg'))).toBe('image/jpeg');
    expect(detectFileType(fileBytes('image/png'))).toBe('image/png');
    expect(detectFileType(fileBytes('image/webp'))).toBe('image/webp');
    expect(detectFileType(fileBytes('application/pdf'))).toBe('application/pdf');
    expect(detectFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectFileType(Buffer.from('RIFF....WAVE'))).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
  });
});

describe('the local-disk store', () => {
  const key = `${'a'.repeat(32)}.png`;
  const grant = (url: string) => {
    const query = new URL(url, 'http://x').searchParams;
    return {
      grant: {
        operation: query.get('operation') as 'upload',
        key: query.get('key') ?? '',
        contentType: query.get('content_type') ?? '',
        expires: Number(query.get('expires')),
      },
      signature: query.get('signature') ?? '',
    };
  };

  it('signs addresses that expire and cannot be altered', async () => {
    const store = createLocalFileStore(root, secret);
    const expiresAt = new Date('2030-03-10T12:15:00Z');
    const url = await store.presign({
      operation: 'upload',
      key,
      contentType: 'image/png',
      expiresAt,
    });
    const { grant: signed, signature } = grant(url);
    const before = new Date('2030-03-10T12:14:59Z');
    expect(await store.checkGrant(signed, signature, before)).toBe('valid');
    expect(await store.checkGrant(signed, signature, expiresAt)).toBe('expired');
    expect(
      await store.checkGrant({ ...signed, contentType: 'application/pdf' }, signature, before),
    ).toBe('invalid');
    expect(
      await store.checkGrant({ ...signed, expires: signed.expires + 60 }, signature, before),
    ).toBe('invalid');
    expect(await store.checkGrant(signed, 'forged', before)).toBe('invalid');
    const other = createLocalFileStore(root, { get: async () => Buffer.alloc(32, 8) });
    expect(await other.checkGrant(signed, signature, before)).toBe('invalid');
  });

  it('keeps bytes under their key and refuses any other text as a key', async () => {
    const store = createLocalFileStore(root, secret);
    await store.write(key, fileBytes('image/png', 100));
    expect((await store.head(key, 8))?.size).toBe(100);
    expect((await store.read(key))?.length).toBe(100);
    await store.remove(key);
    expect(await store.head(key, 8)).toBeNull();
    await expect(store.write('../escape.png', fileBytes('image/png'))).rejects.toThrow(RangeError);
  });

  it('makes download addresses that stay the same for a while and work for at least 15 minutes', () => {
    const at = (iso: string) => downloadExpiry(new Date(iso)).toISOString();
    expect(at('2030-03-10T12:00:00Z')).toBe('2030-03-10T12:30:00.000Z');
    expect(at('2030-03-10T12:14:59Z')).toBe('2030-03-10T12:30:00.000Z');
    expect(at('2030-03-10T12:15:00Z')).toBe('2030-03-10T12:45:00.000Z');
  });
});
