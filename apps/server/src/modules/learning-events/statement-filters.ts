import { learningEvents } from '@kitlab/contract';
import type { z } from 'zod';
import type { LearningEventKind } from '../../db/schema/index.js';
import { invalidFields } from '../../lib/errors.js';
import { statementIris } from './statements.js';
import { VERB_OF } from './vocabulary.js';

export type StatementsQuery = z.output<typeof learningEvents.statementsQuery>;

/** What an activity IRI names, as statements.ts builds the ids of objects and context. */
export type ActivityMatch =
  | { kind: 'activity' | 'kit' | 'question'; id: number }
  | { kind: 'topic' | 'lesson'; id: string }
  | { kind: 'course'; name: string }
  | { kind: 'password-reset' | 'application' };

/** A read of the statements resource, reduced to what the SQL filters by. */
export interface StatementFilter {
  schoolIds: number[];
  /** The agent's school token and user token: the actor or the learner. */
  agent?: { schoolToken: string; userToken: string };
  kinds?: LearningEventKind[];
  activity?: ActivityMatch;
  since?: Date;
  until?: Date;
  /** Only events stored before this one (the previous page's last). */
  beforeSeq?: number;
  limit: number;
}

/** Parsed filters, or `null` when they can match nothing (another site's ids, an unknown verb). */
export type ParsedFilters = Omit<StatementFilter, 'schoolIds'> | null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WHOLE = /^[1-9][0-9]{0,9}$/;
const MAX_ID = 2_147_483_647;

const AGENT_MESSAGE =
  'Send an Agent as JSON with an account: {"account":{"homePage":"…","name":"…"}}.';
const CURSOR_MESSAGE = 'This is not a page of this list; follow the more link as it is.';

/** The cursor of the `more` link: the last seq shown, opaque to clients. */
export function encodeCursor(seq: number): string {
  return Buffer.from(`seq:${seq}`).toString('base64url');
}

function decodeCursor(cursor: string): number {
  const match = /^seq:([1-9][0-9]{0,15})$/.exec(Buffer.from(cursor, 'base64url').toString());
  const seq = match?.[1] ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(seq)) throw invalidFields({ cursor: [CURSOR_MESSAGE] });
  return seq;
}

type AgentRead = { schoolToken: string; userToken: string } | 'none' | 'malformed';

function readAgent(text: string, baseUrl: string): AgentRead {
  let agent: unknown;
  try {
    agent = JSON.parse(text);
  } catch {
    return 'malformed';
  }
  if (!agent || typeof agent !== 'object' || Array.isArray(agent)) return 'malformed';
  const { account, mbox, mbox_sha1sum, openid } = agent as Record<string, unknown>;
  const { homePage, name } = (account ?? {}) as Record<string, unknown>;
  if (typeof homePage !== 'string' || typeof name !== 'string') {
    // Another way of naming a person is a valid agent Kitlab never uses: it matches nothing.
    return account === undefined && (mbox ?? mbox_sha1sum ?? openid) !== undefined
      ? 'none'
      : 'malformed';
  }
  const home = statementIris(baseUrl).home('');
  const schoolToken = homePage.startsWith(home) ? homePage.slice(home.length) : '';
  return UUID.test(schoolToken) && UUID.test(name) ? { schoolToken, userToken: name } : 'none';
}

/** What an activity IRI of this site names, or null for any other IRI. */
export function activityMatchOf(iri: string, baseUrl: string): ActivityMatch | null {
  const prefix = statementIris(baseUrl).activity('', '').replace(/\/$/, '');
  if (!iri.startsWith(prefix)) return null;
  const [kind, id, ...rest] = iri.slice(prefix.length).split('/');
  if (!kind || !id || rest.length > 0) return null;
  const number = WHOLE.test(id) && Number(id) <= MAX_ID ? Number(id) : null;
  if (kind === 'activity' || kind === 'kit' || kind === 'question') {
    return number === null ? null : { kind, id: number };
  }
  if (kind === 'topic' || kind === 'lesson') return { kind, id };
  if (kind === 'course') return { kind, name: id };
  if (kind === 'interaction' && id === 'password-reset') return { kind: 'password-reset' };
  if (kind === 'application' && id === 'kitlab') return { kind: 'application' };
  return null;
}

function kindsOf(verb: string): LearningEventKind[] {
  return Object.entries(VERB_OF)
    .filter(([, v]) => v.id === verb)
    .map(([kind]) => kind as LearningEventKind);
}

/**
 * The query of the statements resource as filters. A malformed agent or cursor is a 400 naming
 * the field; a well-formed filter that cannot match anything here answers an empty list, as an
 * LRS does.
 */
export function parseStatementFilters(query: StatementsQuery, baseUrl: string): ParsedFilters {
  const beforeSeq = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const agent = query.agent === undefined ? undefined : readAgent(query.agent, baseUrl);
  if (agent === 'malformed') throw invalidFields({ agent: [AGENT_MESSAGE] });
  const kinds = query.verb === undefined ? undefined : kindsOf(query.verb);
  const activity =
    query.activity === undefined ? undefined : activityMatchOf(query.activity, baseUrl);
  if (agent === 'none' || kinds?.length === 0 || activity === null) return null;
  const limit =
    query.limit === 0
      ? learningEvents.STATEMENTS_MAX_LIMIT
      : (query.limit ?? learningEvents.STATEMENTS_PAGE_LIMIT);
  return {
    ...(agent ? { agent } : {}),
    ...(kinds ? { kinds } : {}),
    ...(activity ? { activity } : {}),
    ...(query.since ? { since: new Date(query.since) } : {}),
    ...(query.until ? { until: new Date(query.until) } : {}),
    ...(beforeSeq === undefined ? {} : { beforeSeq }),
    limit,
  };
}

/** The relative address of the next page: the same filters and format from where this page ended. */
export function moreLink(query: StatementsQuery, lastSeq: number): string {
  const params = new URLSearchParams();
  const kept = (
    Object.keys(learningEvents.statementsQuery.shape) as (keyof StatementsQuery)[]
  ).filter((key) => key !== 'cursor');
  for (const key of kept) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
  params.set('cursor', encodeCursor(lastSeq));
  return `/api/xapi/statements?${params}`;
}
