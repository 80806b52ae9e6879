import swagger from '@fastify/swagger';
import { errorBody } from '@kitlab/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '../version.js';
import { type OpenApiDocument, renderDocsPage } from './api-docs-html.js';
import { SIGN_IN_TOKEN_SCHEME, signInTokenScheme } from './calls.js';

export const OPENAPI_PATH = '/api/docs/openapi.json';
export const DOCS_PAGE_PATH = '/api/docs';
const ERROR_SCHEMA = 'Error';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Operation = { operationId?: string; responses?: Record<string, unknown> };
interface Document {
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components?: { schemas?: Record<string, unknown> };
}

/** `post /api/v1/contents/answers/{id}/answer/` becomes `postV1ContentsAnswersIdAnswer`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method, ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('');
}

/**
 * Every operation gets a unique operationId (what client generators name their functions by)
 * and the error shape as its 4XX answer, declared once under components.
 */
function finishDocument<T extends object>(output: T): T {
  const document = output as Document;
  const errorAnswer = {
    description: 'Refused: the detail says why, errors name the fields.',
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
  };
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      operation.operationId = operationIdOf(method, path);
      operation.responses = { ...operation.responses, '4XX': errorAnswer };
    }
  }
  const errorSchema = z.toJSONSchema(errorBody, { target: 'openapi-3.0' });
  delete errorSchema.$schema;
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, [ERROR_SCHEMA]: errorSchema },
  };
  return output;
}

/** The OpenAPI 3 document of every contract call at OPENAPI_PATH, and a page to read it. */
export async function registerOpenApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kitlab API',
        version: APP_VERSION,
        description: 'The calls of the Kitlab school learning platform.',
      },
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes: { [SIGN_IN_TOKEN_SCHEME]: signInTokenScheme } },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => finishDocument(jsonSchemaTransformObject(input)),
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  let page: string | undefined;
  app.get(DOCS_PAGE_PATH, { schema: { hide: true } }, async (_request, reply) => {
    page ??= renderDocsPage(app.swagger() as unknown as OpenApiDocument, OPENAPI_PATH);
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
