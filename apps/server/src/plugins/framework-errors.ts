import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@kitlab/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Refusal {
  status: number;
  body: ErrorBody;
}

/**
 * What the client is told when the framework or Node's HTTP parser refuses a request before any
 * route runs: by their error codes, in the API's own shape, never their messages (which quote
 * the request back and name internals).
 */
const REFUSALS: Record<string, Refusal> = {
  FST_ERR_BAD_URL: {
    status: 400,
    body: { detail: 'The address is not valid: it has a broken % escape.', code: 'bad_url' },
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    body: { detail: 'A part of the address is too long.', code: 'uri_too_long' },
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    body: { detail: 'The request body is not valid JSON.', code: 'invalid_json' },
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    body: { detail: 'The request body is empty.', code: 'empty_body' },
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    body: { detail: 'The request body is too large.', code: 'payload_too_large' },
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    body: { detail: 'Send the request body as JSON.', code: 'unsupported_media_type' },
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    body: { detail: 'The request body is not as long as it says.', code: 'bad_content_length' },
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    body: { detail: 'The request took too long to arrive. Please try again.', code: 'timeout' },
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    body: { detail: 'The address or the request headers are too long.', code: 'too_long' },
  },
};

const UNREADABLE: Refusal = {
  status: 400,
  body: { detail: 'The request could not be read.', code: 'bad_request' },
};

/** The refusal for a framework error code, if the framework or Node raised it. */
export function refusalFor(code: string | undefined): Refusal | undefined {
  return code ? REFUSALS[code] : undefined;
}

/** Fastify's `frameworkErrors`: a bad URL or an overlong path parameter, before routing. */
export function answerFrameworkError(
  error: { code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const { status, body } = refusalFor(error.code) ?? UNREADABLE;
  return reply.status(status).send(body);
}

/**
 * Fastify's `clientErrorHandler`: Node's parser refused the request (headers or query too long,
 * too slow, malformed), so there is no request object and the answer is written to the socket.
 */
export function answerClientError(error: { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = refusalFor(error.code) ?? UNREADABLE;
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}
