import type { CallDefinition } from '../call.js';

/** One HTTP request of a call, relative to the API root (`/api`). */
export interface WireRequest {
  method: CallDefinition['method'];
  /** The path and query, such as `/v1/contents/answers/12/answer/?x=1`. */
  url: string;
  headers: Record<string, string>;
  /** JSON text, or the bytes of a file. */
  body?: string | Uint8Array;
  signal?: AbortSignal;
  /** Let the request outlive the page (browsers only). */
  keepalive?: boolean;
}

/** What came back: the status, the headers (names in lower case) and the bytes. */
export interface WireResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** Sends one request: the browser's fetch, Fastify's inject, or Playwright's request. */
export type Transport = (request: WireRequest) => Promise<WireResponse>;

/** Fills `{name}` in a contract path; a missing value is a programming error, not a 404. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`No value for {${name}} in ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** A query value as text; an object (only an unchecked request has one) is sent as its JSON. */
const queryValue = (item: unknown) =>
  typeof item === 'object' ? JSON.stringify(item) : String(item);

/** A query object as `?a=1&b=2`: lists repeat their key, absent values are left out. */
export function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, queryValue(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** What a request of a call is made of, checked or not. */
export interface RequestParts {
  params?: Record<string, unknown> | undefined;
  query?: unknown;
  body?: unknown;
  headers?: Record<string, string> | undefined;
  signal?: AbortSignal | undefined;
  keepalive?: boolean | undefined;
}

/** The request of one call: its path filled in, its query written out, its body as JSON or bytes. */
export function requestOf(call: CallDefinition, parts: RequestParts): WireRequest {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...call.headers,
    ...parts.headers,
  };
  let body: string | Uint8Array | undefined;
  if (parts.body instanceof Uint8Array) {
    body = parts.body;
  } else if (parts.body !== undefined) {
    body = JSON.stringify(parts.body);
    headers['content-type'] ??= 'application/json';
  }
  return {
    method: call.method,
    url: `${fillPath(call.path, parts.params)}${queryString(parts.query)}`,
    headers,
    ...(body !== undefined ? { body } : {}),
    ...(parts.signal ? { signal: parts.signal } : {}),
    ...(parts.keepalive ? { keepalive: true } : {}),
  };
}
