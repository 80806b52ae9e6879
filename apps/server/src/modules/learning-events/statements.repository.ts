import { companion } from '@kitlab/contract';
import { and, asc, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { activities, kits, learningEvents, organisations, users } from '../../db/schema/index.js';
import type { ActivityMatch, StatementFilter } from './statement-filters.js';
import type { StatementSource } from './statements.js';

const actor = alias(users, 'actor');
const learner = alias(users, 'learner');
const teacher = alias(users, 'teacher');
const e = learningEvents;

/** The object or context activity an IRI names, as statementOf places it. */
function activityCondition(match: ActivityMatch): SQL {
  switch (match.kind) {
    case 'activity':
      return eq(e.activityId, match.id);
    case 'kit':
      return eq(e.kitId, match.id);
    case 'question':
      return sql`(${e.kind} = 'answer_question' and ${e.activityDetailId} = ${match.id})`;
    case 'topic':
    case 'lesson':
      return sql`(${e.data}->>'content' = ${match.kind} and coalesce(${e.data}->>'content_id', '0') = ${match.id})`;
    case 'course':
      return sql`(${e.kind} = 'enrollment' and lower(coalesce(${e.data}->>'course', ${companion.ENROLLMENT_SUBJECT})) = ${match.name})`;
    case 'password-reset':
      return eq(e.kind, 'password_reset');
    case 'application':
      return sql`(${e.kind} in ('login', 'logout') or (
        ${e.kind} not in ('enrollment', 'password_reset')
        and not (${e.kind} = 'answer_question' and ${e.activityDetailId} is not null)
        and coalesce(${e.data}->>'content', '') not in ('topic', 'lesson')
        and ${e.activityId} is null and ${e.kitId} is null))`;
  }
}

/** The actor or the learner of the event is this user of this school. */
function agentCondition(agent: NonNullable<StatementFilter['agent']>): SQL {
  const userId = sql`(select ${users.id} from ${users} where ${users.token} = ${agent.userToken})`;
  const schoolId = sql`(select ${organisations.id} from ${organisations} where ${organisations.token} = ${agent.schoolToken})`;
  return sql`(${e.organisationId} = ${schoolId} and (${e.actorId} = ${userId} or ${e.studentId} = ${userId}))`;
}

/**
 * The stored time to the millisecond, as a statement's `stored` shows it: a client that asks
 * `since` the last `stored` it saw does not get that statement again.
 */
const storedAsShown = sql`date_trunc('milliseconds', ${e.storedAt})`;

function conditionsOf(filter: StatementFilter): SQL[] {
  return [
    inArray(e.organisationId, filter.schoolIds),
    filter.beforeSeq === undefined ? undefined : lt(e.seq, filter.beforeSeq),
    filter.since ? sql`${storedAsShown} > ${filter.since.toISOString()}::timestamptz` : undefined,
    filter.until ? sql`${storedAsShown} <= ${filter.until.toISOString()}::timestamptz` : undefined,
    filter.kinds ? inArray(e.kind, filter.kinds) : undefined,
    filter.agent ? agentCondition(filter.agent) : undefined,
    filter.activity ? activityCondition(filter.activity) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

/**
 * Every SQL statement of statements: events with the public tokens and titles their statements
 * name, each read in one query with its joins, never one query per statement.
 */
export function createStatementsRepository(db: Database) {
  const sources = () =>
    db
      .select({
        event: e,
        organisationToken: organisations.token,
        actorToken: actor.token,
        learnerToken: learner.token,
        teacherToken: teacher.token,
        activityType: activities.activityType,
        activityTitle: activities.title,
        kitTitle: kits.title,
      })
      .from(e)
      .innerJoin(organisations, eq(organisations.id, e.organisationId))
      .innerJoin(actor, eq(actor.id, e.actorId))
      .leftJoin(learner, eq(learner.id, e.studentId))
      .leftJoin(teacher, eq(teacher.id, e.teacherId))
      .leftJoin(activities, eq(activities.id, e.activityId))
      .leftJoin(kits, eq(kits.id, e.kitId));

  return {
    /** One page of a read, newest stored first, with one more row to tell whether more follow. */
    page(filter: StatementFilter): Promise<StatementSource[]> {
      return sources()
        .where(and(...conditionsOf(filter)))
        .orderBy(desc(e.seq))
        .limit(filter.limit + 1);
    },

    /**
     * The time before which every statement is readable: `stored` is its transaction's start,
     * so it is the start of the oldest client transaction still open on this database (now when
     * none is), truncated to the millisecond as `stored` shows it.
     */
    async consistentThrough(): Promise<Date> {
      const [row] = await rowsOf<{ ms: number | string }>(
        db,
        sql`select floor(extract(epoch from coalesce(min(xact_start), statement_timestamp())) * 1000) as ms
            from pg_stat_activity
            where datname = current_database() and xact_start is not null
              and backend_type in ('client backend', 'standalone backend')`,
      );
      return new Date(Number(row?.ms));
    },

    /** The events of these seqs, oldest first, for the LRS forwarder. */
    bySeqs(seqs: readonly number[]): Promise<StatementSource[]> {
      if (seqs.length === 0) return Promise.resolve([]);
      return sources()
        .where(inArray(e.seq, [...seqs]))
        .orderBy(asc(e.seq));
    },
  };
}

export type StatementsRepository = ReturnType<typeof createStatementsRepository>;
