// A push service for tests and journeys: it plays the part of the browser's push service (FCM,
// Mozilla autopush) and of the browser itself. Plain Node, so journeys can import it too.
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import ece from 'http_ece';

const certificateFolder = fileURLToPath(new URL('./push-endpoint-cert/', import.meta.url));

/** The endpoint's self-signed certificate (127.0.0.1 and localhost): trust it to reach it. */
export const PUSH_ENDPOINT_CERT_PATH = `${certificateFolder}cert.pem`;
export const pushEndpointCertificate = (): Buffer => readFileSync(PUSH_ENDPOINT_CERT_PATH);

/** What a browser's `PushSubscription.toJSON()` gives, plus the private key only it holds. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The claims of a VAPID JWT whose signature checked out against the key it came with. */
export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
  /** The sender's public key from `k=`, base64url. */
  publicKey: string;
}

export interface ReceivedPush {
  endpoint: string;
  /** What the endpoint answered. */
  status: number;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  ttl: number;
  vapid: VapidClaims;
}

export interface TestPushEndpoint {
  origin: string;
  /** A new subscription, as a browser would make one for this push service. */
  subscribe(): TestSubscription;
  /** Every push that passed the VAPID check and decrypted, with what was answered. */
  received: ReceivedPush[];
  /** Requests refused before decryption (bad VAPID, unknown subscription) and why. */
  refused: { endpoint: string; reason: string }[];
  /**
   * What to answer from now on: 201 (delivered), 410 (gone), 500 (broken) or any other status,
   * with `headers` (a 429's Retry-After, a redirect's Location).
   */
  answerWith(status: number, endpoint?: string, headers?: Record<string, string>): void;
  /** Resolves once `count` pushes were answered 2xx, or rejects after `timeoutMs`. */
  waitForDelivered(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

interface Subscriber {
  ecdh: ReturnType<typeof createECDH>;
  auth: string;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Checks `vapid t=<jwt>, k=<key>` (RFC 8292): an ES256 JWT for this origin, not expired. */
export function checkVapid(header: string | undefined, origin: string): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error('no vapid authorization');
  const [jwt, publicKey] = [match[1], match[2]];
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not a P-256 public key');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('vapid signature does not match k');
  const jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString());
  if (jwtHeader.alg !== 'ES256') throw new Error('vapid jwt is not ES256');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
  if (claims.aud !== origin) throw new Error(`vapid aud ${claims.aud} is not ${origin}`);
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) {
    throw new Error('vapid jwt expired');
  }
  if (typeof claims.sub !== 'string') throw new Error('vapid jwt has no subject');
  return { aud: claims.aud, exp: claims.exp, sub: claims.sub, publicKey };
}

/** Starts the endpoint on 127.0.0.1 (`port` 0: any free one). */
export async function startTestPushEndpoint(port = 0): Promise<TestPushEndpoint> {
  const subscribers = new Map<string, Subscriber>();
  type Answer = { status: number; headers: Record<string, string> };
  const answers = new Map<string, Answer>();
  let defaultAnswer: Answer = { status: 201, headers: {} };
  const received: ReceivedPush[] = [];
  const refused: TestPushEndpoint['refused'] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  const server: Server = createServer(
    { cert: pushEndpointCertificate(), key: readFileSync(`${certificateFolder}key.pem`) },
    async (request, response) => {
      const body = await readBody(request);
      const endpoint = `${origin}${request.url ?? ''}`;
      const subscriber = subscribers.get(endpoint);
      try {
        if (request.method !== 'POST') throw new Error(`method ${request.method}`);
        if (!subscriber) throw new Error('no such subscription');
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error('payload is not aes128gcm');
        }
        const vapid = checkVapid(request.headers.authorization, origin);
        const plain = ece.decrypt(body, {
          version: 'aes128gcm',
          privateKey: subscriber.ecdh,
          authSecret: subscriber.auth,
        });
        const { status, headers } = answers.get(endpoint) ?? defaultAnswer;
        received.push({
          endpoint,
          status,
          payload: JSON.parse(plain.toString('utf8')),
          ttl: Number(request.headers.ttl),
          vapid,
        });
        response.writeHead(status, headers).end();
      } catch (error) {
        refused.push({ endpoint, reason: error instanceof Error ? error.message : String(error) });
        response.writeHead(subscriber ? 401 : 404).end();
      }
      for (const wake of waiters) wake();
    },
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const delivered = () => received.filter((push) => push.status >= 200 && push.status < 300);

  return {
    origin,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const endpoint = `${origin}/push/${randomUUID()}`;
      subscribers.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
    },
    answerWith(status, endpoint, headers = {}) {
      if (endpoint) answers.set(endpoint, { status, headers });
      else {
        answers.clear();
        defaultAnswer = { status, headers };
      }
    },
    waitForDelivered(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (delivered().length < count) return;
          cleanUp();
          resolve(delivered());
        };
        const timer = setTimeout(() => {
          cleanUp();
          reject(new Error(`${delivered().length} of ${count} pushes arrived`));
        }, timeoutMs);
        const cleanUp = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
