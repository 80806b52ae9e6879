import type { Transport } from './wire.js';

function lowerCaseHeaders(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [
        name.toLowerCase(),
        Array.isArray(value) ? value.join(', ') : String(value),
      ]),
  );
}

/** The browser's (or Node's) fetch, to the API at `base` (such as `/api`). */
export function fetchTransport(base: string, fetchImpl: typeof fetch = fetch): Transport {
  return async (request) => {
    const response = await fetchImpl(`${base}${request.url}`, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined ? { body: request.body as RequestInit['body'] } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
      ...(request.keepalive ? { keepalive: true } : {}),
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return {
      status: response.status,
      headers,
      body: new Uint8Array(await response.arrayBuffer()),
    };
  };
}

/** What the inject transport needs of a Fastify app. */
export interface InjectableApp {
  inject(options: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string | Uint8Array;
  }): PromiseLike<{ statusCode: number; headers: Record<string, unknown>; rawPayload: Uint8Array }>;
}

/** Node's Buffer, where there is one: inject sends a Buffer as bytes but any other object as JSON. */
const NodeBuffer = (globalThis as { Buffer?: { from(bytes: Uint8Array): Uint8Array } }).Buffer;

function injectPayload(body: string | Uint8Array): string | Uint8Array {
  return typeof body === 'string' || !NodeBuffer ? body : NodeBuffer.from(body);
}

/** Fastify's `inject`: the whole server, in process, without a socket. */
export function injectTransport(app: InjectableApp, base = '/api'): Transport {
  return async (request) => {
    const response = await app.inject({
      method: request.method,
      url: `${base}${request.url}`,
      headers: request.headers,
      ...(request.body !== undefined ? { payload: injectPayload(request.body) } : {}),
    });
    return {
      status: response.statusCode,
      headers: lowerCaseHeaders(response.headers),
      body: new Uint8Array(response.rawPayload),
    };
  };
}

/** What the Playwright transport needs of an `APIRequestContext`. */
export interface PlaywrightRequestContext {
  fetch(
    url: string,
    options: {
      method: string;
      headers: Record<string, string>;
      data?: string | Uint8Array;
      failOnStatusCode: boolean;
    },
  ): Promise<{
    status(): number;
    headers(): Record<string, string>;
    body(): Promise<Uint8Array>;
  }>;
}

/** Playwright's `request`, to the API at `base` (the app's address and `/api`). */
export function playwrightTransport(context: PlaywrightRequestContext, base: string): Transport {
  return async (request) => {
    const response = await context.fetch(`${base}${request.url}`, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined ? { data: request.body } : {}),
      failOnStatusCode: false,
    });
    return {
      status: response.status(),
      headers: lowerCaseHeaders(response.headers()),
      body: new Uint8Array(await response.body()),
    };
  };
}
