import type { CallBody, CallDefinition, CallParams, CallQuery, CallResponse } from '../call.js';
import { type ErrorBody, errorBody } from '../errors.js';
import { type RequestParts, requestOf, type Transport, type WireResponse } from './wire.js';

/** A part of a call's input: absent when the call has none, optional when it may be left out. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: T }
    : object extends T
      ? { [P in K]?: T }
      : { [P in K]: T };

/** What a call takes, typed from its contract: change a schema and every use stops compiling. */
export type CallInput<C extends CallDefinition> = Part<'params', CallParams<C>> &
  Part<'query', CallQuery<C>> &
  Part<'body', CallBody<C>> &
  Omit<RequestParts, 'params' | 'query' | 'body'>;

/** The input argument, optional when nothing in it is required. */
export type InputArgs<C extends CallDefinition> =
  object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

/** One answer: `data` parsed by the call's schema when it succeeded, `error` when refused. */
export interface CallResult<C extends CallDefinition> {
  status: number;
  headers: Record<string, string>;
  data: CallResponse<C> | undefined;
  error: ErrorBody | undefined;
  /** The answer as text, for messages when something unexpected came back. */
  text: string;
}

/** A call that did not answer its success status. */
export class CallFailed extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly error: ErrorBody | undefined;

  constructor(call: CallDefinition, status: number, body: unknown, error: ErrorBody | undefined) {
    super(`${call.method} ${call.path} answered ${status}: ${error?.detail ?? String(body)}`);
    this.name = 'CallFailed';
    this.status = status;
    this.body = body;
    this.error = error;
  }
}

const decoder = new TextDecoder();

/** Fixed per call, and asked on every request and answer: worked out once. */
const answersBytesByCall = new WeakMap<CallDefinition, boolean>();

/** A call whose answer is a file: its response schema takes bytes. */
export function answersBytes(call: CallDefinition): boolean {
  let bytes = answersBytesByCall.get(call);
  if (bytes === undefined) {
    bytes = call.response.safeParse(new Uint8Array(0)).success;
    answersBytesByCall.set(call, bytes);
  }
  return bytes;
}

function jsonOf(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * An answer's body before any schema reads it: the bytes of a file the call answers, JSON
 * otherwise (its text when it is not JSON). For a client that looks at an answer first, such as
 * the web app's session handling.
 */
export function answerBody(
  call: CallDefinition,
  response: WireResponse,
): { succeeded: boolean; body: unknown; text: string } {
  const succeeded = response.status === (call.status ?? 200);
  const bytes = succeeded && answersBytes(call);
  const text = bytes ? '' : decoder.decode(response.body);
  return { succeeded, body: bytes ? response.body : jsonOf(text), text };
}

/** Reads an answer: the success status is parsed with the call's schema, a refusal as an error. */
export function readAnswer<C extends CallDefinition>(
  call: C,
  response: WireResponse,
): CallResult<C> & { body: unknown } {
  const { succeeded, body, text } = answerBody(call, response);
  const data = succeeded ? (call.response.parse(body) as CallResponse<C>) : undefined;
  const refused = succeeded ? undefined : errorBody.safeParse(body);
  return {
    status: response.status,
    headers: response.headers,
    data,
    error: refused?.data,
    text,
    body,
  };
}

/**
 * The one way anything calls the API: the web app, the API tests, the benchmarks and the
 * journeys each give it their transport. Headers given here (a sign-in token) go with every call.
 */
export function createCaller(transport: Transport, headers: Record<string, string> = {}) {
  async function exchange<C extends CallDefinition>(call: C, parts: RequestParts) {
    const request = requestOf(call, { ...parts, headers: { ...headers, ...parts.headers } });
    return readAnswer(call, await transport(request));
  }

  return {
    /** Makes a call and answers what came back, success or refusal. */
    async send<C extends CallDefinition>(
      call: C,
      ...[input]: InputArgs<C>
    ): Promise<CallResult<C>> {
      const { body: _, ...result } = await exchange(call, input ?? {});
      return result;
    },

    /** Makes a call that must succeed and answers its parsed data; anything else throws. */
    async call<C extends CallDefinition>(
      call: C,
      ...[input]: InputArgs<C>
    ): Promise<CallResponse<C>> {
      const { status, data, error, body } = await exchange(call, input ?? {});
      if (status !== (call.status ?? 200)) throw new CallFailed(call, status, body, error);
      return data as CallResponse<C>;
    },

    /**
     * Makes a call with input its schemas would refuse (a wrong type, a missing field), to test
     * how the server refuses it. Everything else goes through `send`.
     */
    async sendUnchecked<C extends CallDefinition>(
      call: C,
      input: RequestParts,
    ): Promise<CallResult<C>> {
      const { body: _, ...result } = await exchange(call, input);
      return result;
    },

    /** The same caller with more headers on every call, such as a user's sign-in token. */
    withHeaders(more: Record<string, string>) {
      return createCaller(transport, { ...headers, ...more });
    },

    /** The same caller signed in with a token. */
    withToken(token: string) {
      return createCaller(transport, { ...headers, authorization: `token ${token}` });
    },
  };
}

export type Caller = ReturnType<typeof createCaller>;
