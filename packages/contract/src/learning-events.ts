import { z } from 'zod/mini';
import { defineCall } from './call.js';

/** The xAPI version every statement and answer of the statements resource carries. */
export const XAPI_VERSION = '1.0.3';
export const XAPI_VERSION_HEADER = 'X-Experience-API-Version';
/**
 * The versions xAPI 1.0.3 takes in that header, from a client or an LRS: `1.0` and every `1.0.x`;
 * earlier versions and 1.1.0 or later are refused.
 */
export const ACCEPTED_XAPI_VERSION = /^1\.0(\.\d+)?$/;
/** Every request of the statements resource names the xAPI version it speaks. */
export const XAPI_REQUEST_HEADERS = { [XAPI_VERSION_HEADER]: XAPI_VERSION };
/** On every answer: statements stored before this time can all be read already. */
export const XAPI_CONSISTENT_THROUGH_HEADER = 'X-Experience-API-Consistent-Through';
export const STATEMENTS_PAGE_LIMIT = 100;
export const STATEMENTS_MAX_LIMIT = 500;

const account = z.object({ homePage: z.string(), name: z.string() });
const agent = z.object({ objectType: z.optional(z.literal('Agent')), account });

/** An xAPI 1.0.3 statement as Kitlab stores it; the full shape is checked by an xAPI validator. */
export const statement = z.catchall(
  z.object({
    id: z.string().check(z.uuid()),
    actor: agent,
    verb: z.object({ id: z.string(), display: z.optional(z.record(z.string(), z.string())) }),
    object: z.catchall(
      z.object({ objectType: z.literal('Activity'), id: z.string() }),
      z.unknown(),
    ),
    result: z.optional(z.record(z.string(), z.unknown())),
    context: z.record(z.string(), z.unknown()),
    timestamp: z.string(),
    stored: z.string(),
    authority: agent,
    version: z.string(),
  }),
  z.unknown(),
);
export type Statement = z.infer<typeof statement>;

export const statementsQuery = z.object({
  /** An Agent as JSON: `{"account":{"homePage":"…","name":"…"}}`. */
  agent: z.optional(z.string().check(z.maxLength(1000))),
  verb: z.optional(z.string().check(z.url(), z.maxLength(500))),
  activity: z.optional(z.string().check(z.url(), z.maxLength(500))),
  since: z.optional(z.string().check(z.iso.datetime({ offset: true }))),
  until: z.optional(z.string().check(z.iso.datetime({ offset: true }))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(STATEMENTS_MAX_LIMIT))),
  /** Where the previous page ended; taken from its `more` link. */
  cursor: z.optional(z.string().check(z.maxLength(200))),
  format: z
    .optional(z.enum(['exact', 'canonical', 'ids']))
    .check(
      z.describe(
        '`exact` (the default) and `canonical` answer the same statements, as each language map holds one language; `ids` keeps only the ids of verbs and activities.',
      ),
    ),
  attachments: z
    .optional(z.enum(['false', 'true']))
    .check(
      z.describe(
        'Only `false` (the default): no statement has attachments, so answers are always `application/json`; `true` is refused.',
      ),
    ),
});

export const listStatements = defineCall({
  method: 'GET',
  path: '/xapi/statements',
  roles: ['C'],
  summary: [
    "The xAPI 1.0.3 Statements resource for reads: the learning events of the administrator's schools, newest stored first, filtered by agent, verb, activity (as the object or a context activity) and stored time, with a relative `more` link to the next page ('' on the last).",
    'Every request sends `X-Experience-API-Version: 1.0.3` (any `1.0` or `1.0.x` is accepted); without it, or with another version, the answer is 400.',
    'Every answer, refusals too, carries `X-Experience-API-Version: 1.0.3` and `X-Experience-API-Consistent-Through`.',
    'Not offered (400): `statementId`, `voidedStatementId`, `registration`, `related_agents`, `related_activities`, `ascending`, `attachments=true`, any other parameter, and the POST form of a read.',
  ].join(' '),
  query: statementsQuery,
  headers: XAPI_REQUEST_HEADERS,
  response: z.object({ statements: z.array(statement), more: z.string() }),
});
