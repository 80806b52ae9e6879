import { z } from 'zod';
import { defineCall } from './call.js';

/** The xAPI version every statement and answer of the statements resource carries. */
export const XAPI_VERSION = '1.0.3';
export const XAPI_VERSION_HEADER = 'X-Experience-API-Version';
export const STATEMENTS_PAGE_LIMIT = 100;
export const STATEMENTS_MAX_LIMIT = 500;

const account = z.object({ homePage: z.string(), name: z.string() });
const agent = z.object({ objectType: z.literal('Agent').optional(), account });

/** An xAPI 1.0.3 statement as Kitlab stores it; the full shape is checked by an xAPI validator. */
export const statement = z
  .object({
    id: z.string().uuid(),
    actor: agent,
    verb: z.object({ id: z.string(), display: z.record(z.string(), z.string()) }),
    object: z.object({ objectType: z.literal('Activity'), id: z.string() }).catchall(z.unknown()),
    result: z.record(z.string(), z.unknown()).optional(),
    context: z.record(z.string(), z.unknown()),
    timestamp: z.string(),
    stored: z.string(),
    authority: agent,
    version: z.string(),
  })
  .catchall(z.unknown());
export type Statement = z.infer<typeof statement>;

export const statementsQuery = z.object({
  /** An Agent as JSON: `{"account":{"homePage":"…","name":"…"}}`. */
  agent: z.string().max(1000).optional(),
  verb: z.string().url().max(500).optional(),
  activity: z.string().url().max(500).optional(),
  since: z.string().datetime({ offset: true }).optional(),
  until: z.string().datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(0).max(STATEMENTS_MAX_LIMIT).optional(),
  /** Where the previous page ended; taken from its `more` link. */
  cursor: z.string().max(200).optional(),
});

export const statements = defineCall({
  method: 'GET',
  path: '/xapi/statements',
  roles: ['C'],
  summary:
    "The xAPI Statements resource for reads: the learning events of the administrator's schools, newest stored first, filtered by agent, verb, activity and time, with a `more` link to the next page.",
  query: statementsQuery,
  response: z.object({ statements: z.array(statement), more: z.string() }),
});
