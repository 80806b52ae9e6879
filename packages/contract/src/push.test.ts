import { describe, expect, it } from 'vitest';
import { pushEndpoint, pushKeys } from './push.js';

const base64Url = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64url');

describe('push subscription shapes', () => {
  it('accepts the keys a browser gives and refuses other lengths or padding', () => {
    expect(pushKeys.safeParse({ p256dh: base64Url(65), auth: base64Url(16) }).success).toBe(true);
    expect(pushKeys.safeParse({ p256dh: base64Url(64), auth: base64Url(16) }).success).toBe(false);
    expect(pushKeys.safeParse({ p256dh: base64Url(65), auth: `${base64Url(16)}==` }).success).toBe(
      false,
    );
    const plainBase64 = Buffer.alloc(65, 0xfb).toString('base64').replace(/=+$/, '');
    expect(pushKeys.safeParse({ p256dh: plainBase64, auth: base64Url(16) }).success).toBe(false);
  });

  it('takes https push services only, of bounded length', () => {
    expect(pushEndpoint.safeParse('https://push.example/abc').success).toBe(true);
    expect(pushEndpoint.safeParse('https://127.0.0.1:45123/push/a1:b2').success).toBe(true);
    expect(pushEndpoint.safeParse('http://push.example/abc').success).toBe(false);
    expect(pushEndpoint.safeParse('not a url').success).toBe(false);
    expect(pushEndpoint.safeParse(`https://push.example/${'a'.repeat(2000)}`).success).toBe(false);
  });
});
