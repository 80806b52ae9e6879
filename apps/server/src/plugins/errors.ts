import type { CallDefinition, ErrorBody } from '@kitlab/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, INVALID_DETAIL } from '../lib/errors.js';
import { refusalFor } from './framework-errors.js';

/** The call's own "No such ..." for a path part, as its contract declares it. */
function notFoundDetail(request: FastifyRequest, part: string): string {
  const declared = (request.routeOptions.config as { notFound?: CallDefinition['notFound'] })
    .notFound;
  const detail = typeof declared === 'string' ? declared : declared?.[part];
  return detail ?? 'Not found.';
}

/** Turns every failure into `{detail, code, errors?}` with the right status, never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode === 429 && typeof error.data?.retry_after === 'number') {
        reply.header('Retry-After', String(error.data.retry_after));
      }
      return reply.status(error.statusCode).send(apiErrorBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      // An id that cannot exist, or a path part no record has: as any other unknown record.
      const part = error.validation[0]?.instancePath.replace(/^\//, '') ?? '';
      return reply.status(404).send({ detail: notFoundDetail(request, part), code: 'not_found' });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const unknownKeys = (issue.params as { keys?: unknown } | undefined)?.keys;
        if (issue.keyword === 'unrecognized_keys' && Array.isArray(unknownKeys)) {
          for (const key of unknownKeys)
            errors[String(key)] = ['This field cannot be changed here.'];
          continue;
        }
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
        errors[field] = [...(errors[field] ?? []), issue.message ?? 'Invalid value.'];
      }
      return reply.status(400).send({ detail: INVALID_DETAIL, code: 'invalid', errors });
    }
    const refusal = refusalFor(error.code);
    if (refusal) return reply.status(refusal.status).send(refusal.body);
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ detail: 'Too many requests. Please wait and try again.', code: 'throttled' });
    }
    if (status >= 400 && status < 500) {
      // Another framework refusal: its message may quote the request or name internals.
      request.log.info({ code: error.code, status }, 'request refused by the framework');
      return reply
        .status(status)
        .send({ detail: 'The request could not be handled.', code: 'bad_request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      detail: 'Something went wrong on our side. Please try again.',
      code: 'server_error',
    });
  });
}

function apiErrorBody(error: ApiError): ErrorBody {
  const body: ErrorBody = { detail: error.message, code: error.code };
  if (error.fieldErrors) body.errors = error.fieldErrors;
  if (error.data) body.data = error.data;
  return body;
}
