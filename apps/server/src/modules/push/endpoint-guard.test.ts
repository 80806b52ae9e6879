import type { LookupAddress } from 'node:dns';
import { get } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import {
  pushEndpointCertificate,
  startTestPushEndpoint,
  type TestPushEndpoint,
} from '../../test/push-endpoint.js';
import { createEndpointGuard, NonPublicPushAddress, type Resolve } from './endpoint-guard.js';
import { createPushSender } from './push-sender.js';

const PUBLIC = { address: '142.250.74.42', family: 4 };
const PRIVATE = { address: '10.0.0.7', family: 4 };
const PUBLIC_V6 = { address: '2a00:1450:4009:81f::200a', family: 6 };

/** A DNS that answers each name from `answers`, the next answer on each lookup. */
function fakeDns(answers: Record<string, LookupAddress[][]>): Resolve {
  return async (host) => {
    const next = answers[host]?.shift();
    if (!next) throw Object.assign(new Error(`${host} not found`), { code: 'ENOTFOUND' });
    return next;
  };
}

/** What the guard's lookup answers for `host`, as net asks it. */
function lookUp(
  guard: ReturnType<typeof createEndpointGuard>,
  host: string,
  options: { all?: boolean; family?: number } = {},
) {
  return new Promise<{ error: unknown; address: unknown; family?: number | undefined }>(
    (resolve) => {
      guard.lookup(host, options, (error, address, family) => resolve({ error, address, family }));
    },
  );
}

describe('the endpoint guard when a device is registered', () => {
  it('refuses a name any of whose addresses is not public', async () => {
    const guard = createEndpointGuard({
      allowedHosts: [],
      resolve: fakeDns({ 'push.evil.test': [[PUBLIC, PRIVATE]], 'fcm.push.test': [[PUBLIC]] }),
    });
    expect(await guard.refusal('https://push.evil.test/x')).toMatch(/private or local address/);
    expect(await guard.refusal('https://fcm.push.test/x')).toBeNull();
  });

  it('refuses address literals without asking the DNS, and lets listed hosts through', async () => {
    const guard = createEndpointGuard({
      allowedHosts: ['127.0.0.1', 'Push.Local.', '[::1]'],
      resolve: fakeDns({ 'push.local': [[{ address: '127.0.0.1', family: 4 }]] }),
    });
    expect(await guard.refusal('https://192.168.1.1/x')).not.toBeNull();
    expect(await guard.refusal('https://[fe80::1]/x')).not.toBeNull();
    expect(await guard.refusal('https://127.0.0.1:8443/x')).toBeNull();
    expect(await guard.refusal('https://push.local/x')).toBeNull();
  });

  it('takes a name the DNS does not know now', async () => {
    const guard = createEndpointGuard({ allowedHosts: [], resolve: fakeDns({}) });
    expect(await guard.refusal('https://push.unknown.test/x')).toBeNull();
  });
});

describe('the endpoint guard when connecting', () => {
  it('answers the checked addresses, one or all as net asks', async () => {
    const guard = createEndpointGuard({
      allowedHosts: [],
      resolve: async () => [PUBLIC, PUBLIC_V6],
    });
    expect(await lookUp(guard, 'fcm.push.test', { all: true })).toEqual({
      error: null,
      address: [PUBLIC, PUBLIC_V6],
      family: undefined,
    });
    expect(await lookUp(guard, 'fcm.push.test')).toEqual({
      error: null,
      address: PUBLIC.address,
      family: 4,
    });
    expect(await lookUp(guard, 'fcm.push.test', { family: 6 })).toMatchObject({
      address: PUBLIC_V6.address,
      family: 6,
    });
  });

  it('refuses a name that resolved to a public address at registration and now does not', async () => {
    const guard = createEndpointGuard({
      allowedHosts: [],
      resolve: fakeDns({ 'rebind.test': [[PUBLIC], [PRIVATE]] }),
    });
    expect(await guard.refusal('https://rebind.test/x')).toBeNull();
    const { error } = await lookUp(guard, 'rebind.test', { all: true });
    expect(error).toBeInstanceOf(NonPublicPushAddress);
  });

  it('passes on what the DNS could not answer', async () => {
    const guard = createEndpointGuard({ allowedHosts: [], resolve: fakeDns({}) });
    expect((await lookUp(guard, 'gone.test')).error).toMatchObject({ code: 'ENOTFOUND' });
  });

  it('checks an address literal before sending, as net connects to it without a lookup', async () => {
    const guard = createEndpointGuard({ allowedHosts: ['10.0.0.1'], resolve: fakeDns({}) });
    await expect(guard.checkBeforeSending('https://10.0.0.2/x')).rejects.toBeInstanceOf(
      NonPublicPushAddress,
    );
    await expect(guard.checkBeforeSending('https://10.0.0.1/x')).resolves.toBeUndefined();
    await expect(guard.checkBeforeSending('https://fcm.push.test/x')).resolves.toBeUndefined();
  });
});

describe('a connection through the guard', () => {
  let endpoint: TestPushEndpoint;
  beforeAll(async () => {
    endpoint = await startTestPushEndpoint();
  });
  afterAll(() => endpoint.close());

  const port = () => new URL(endpoint.origin).port;

  it('goes to the address the guard checked, not to what the DNS says later', async () => {
    // push.kitlab.test exists only in this fake DNS, and only once.
    const guard = createEndpointGuard({
      allowedHosts: ['push.kitlab.test'],
      resolve: fakeDns({ 'push.kitlab.test': [[{ address: '127.0.0.1', family: 4 }]] }),
    });
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(
        `https://push.kitlab.test:${port()}/push/unknown`,
        {
          lookup: guard.lookup,
          ca: pushEndpointCertificate(),
          // The certificate names 127.0.0.1 and localhost: the test is where the bytes go.
          checkServerIdentity: () => undefined,
        },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      ).on('error', reject);
    });
    expect(status).toBe(404);
    expect(endpoint.refused).toEqual([
      { endpoint: `${endpoint.origin}/push/unknown`, reason: 'method GET' },
    ]);
  });

  it('is never opened to a name resolving to an address that is not public', async () => {
    const before = endpoint.refused.length;
    const guard = createEndpointGuard({ allowedHosts: [] });
    const send = createPushSender({
      vapid: async () => ({ subject: 'mailto:ops@school.org', ...webpush.generateVAPIDKeys() }),
      guard,
      ca: pushEndpointCertificate(),
    });
    const subscription = endpoint.subscribe();
    const target = {
      endpoint: subscription.endpoint.replace('127.0.0.1', 'localhost'),
      ...subscription.keys,
    };
    const payload = { title: 't', body: 'b', link: '', notification_id: 1 };
    expect(await send(target, payload)).toEqual({
      kind: 'not-sent',
      failure: { kind: 'not-public' },
    });
    expect(endpoint.refused).toHaveLength(before);
    expect(endpoint.received).toEqual([]);
  });
});
