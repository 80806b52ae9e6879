import {
  attemptAwards,
  type EarnedBadgeCode,
  newlyEarnedBadges,
  schoolDate,
  weekStartOf,
} from '@kitlab/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jsonListByIds, jsonListOf } from '../../db/json-lists.js';
import { activities, activityDetails, answerHeaders, answers } from '../../db/schema/index.js';
import type { LivePublisher } from '../../lib/live-publisher.js';
import {
  consumerReading,
  type LearningEventConsumer,
  type NewLearningEvent,
  type RecordedLearningEvent,
} from '../learning-events/index.js';
import type { SchoolCalendars } from '../organisations/index.js';
import {
  awardXp,
  grantBadges,
  type HeldXpSource,
  heldXpSourcesJson,
  type XpAward,
} from '../rewards-ledger/index.js';
import { badgeFactsOf } from './badge-facts.repository.js';

export const REWARDING_KINDS = ['attempt_submitted', 'work_marked'] as const;

/** An activity's type, or an attempt's verdict on one of its activity's questions. */
interface AttemptFactLists {
  types: { id: number; type: (typeof activities.$inferSelect)['activityType'] }[];
  verdicts: { attemptId: number; activityDetailId: number; correct: boolean | null }[];
  /** The XP the attempts have given already (see `awardXp`). */
  held: HeldXpSource[];
}

/**
 * The activity types, quiz verdicts and XP held of a batch of hand-ins and markings, in one row (which the
 * learning events' recorder reads with the other consumers' reads, prepared once): a question with
 * no answer is a wrong one.
 */
function attemptFactsQuery(db: Database) {
  const handIns = sql`${sql.placeholder('rewardedHandIns')}::int[]`;
  // Every question of the activity, so one left blank is scored wrong and claimed too.
  const verdictRows = db
    .select({
      row: sql`json_build_object('attemptId', ${answerHeaders.id}, 'activityDetailId', ${activityDetails.id}, 'correct', ${answers.isCorrect})`.as(
        'row',
      ),
    })
    .from(answerHeaders)
    .innerJoin(
      activityDetails,
      and(
        eq(activityDetails.activityId, answerHeaders.activityId),
        eq(activityDetails.detailType, 'question'),
        isNull(activityDetails.retiredAt),
      ),
    )
    .leftJoin(
      answers,
      and(
        eq(answers.answerHeaderId, answerHeaders.id),
        eq(answers.activityDetailId, activityDetails.id),
      ),
    )
    .where(sql`${answerHeaders.id} = any(${handIns})`);
  return sql`select ${jsonListOf(sql`select json_build_object('id', ${activities.id}, 'type', ${activities.activityType}) from ${activities} where ${activities.id} = any(${sql.placeholder('rewardedActivities')}::int[])`)} as types,
      ${jsonListByIds(handIns, verdictRows)} as verdicts,
      ${heldXpSourcesJson(sql`${sql.placeholder('rewardedAttempts')}::int[]`)} as held`;
}

/** The events XP and badges are awarded for: a student's, at an activity. */
const rewardedOf = <E extends NewLearningEvent>(events: readonly E[]) =>
  events.filter((e) => e.studentId != null && e.activityId != null);

/** The values of `attemptFactsQuery`'s placeholders for these events. */
function attemptFactIds(events: readonly NewLearningEvent[]) {
  return {
    rewardedActivities: [...new Set(events.flatMap((e) => (e.activityId ? [e.activityId] : [])))],
    rewardedHandIns: events.flatMap((e) =>
      e.kind === 'attempt_submitted' && e.attemptId ? [e.attemptId] : [],
    ),
    rewardedAttempts: [...new Set(events.flatMap((e) => (e.attemptId ? [e.attemptId] : [])))],
  };
}

function attemptFactsOf(row: Record<string, unknown>) {
  const { types = [], verdicts = [], held = [] } = row as Partial<AttemptFactLists>;
  return {
    held,
    typeOf: new Map(types.map((row) => [row.id, row.type])),
    verdictsOf: (attemptId: number) =>
      verdicts
        .filter((row) => row.attemptId === attemptId)
        .map((row) => ({ activityDetailId: row.activityDetailId, correct: row.correct === true })),
  };
}

/**
 * Whether the event can raise a badge fact of its student: a hand-in always can; a marking
 * changes no hand-in, kit or streak, so only through new XP or a perfect score (held badges are
 * never taken back, so facts that did not rise earn nothing new).
 */
function mayRaiseBadgeFacts(event: RecordedLearningEvent, earnedXp: boolean): boolean {
  if (event.kind !== 'work_marked' || earnedXp) return true;
  const { scoreRaw, scoreMax } = event;
  return scoreMax !== null && scoreMax > 0 && scoreRaw === scoreMax;
}

/**
 * XP and badges from hand-ins and markings, in the events' own transaction: each event's awards
 * go to the ledger (which skips any source already counted), then the badges the students' facts
 * now reach, and a live notice to each student who earned something.
 */
export function createEventRewards(deps: {
  /** The app's handle, beside the events' transaction. */
  db: Database;
  live: LivePublisher;
  calendars: SchoolCalendars;
}): LearningEventConsumer {
  async function awardXpAndBadges(
    tx: Database,
    events: readonly RecordedLearningEvent[],
    row: Record<string, unknown>,
  ) {
    const rewarded = rewardedOf(events);
    const facts = attemptFactsOf(row);
    const zones = new Map<number, string>();
    for (const id of new Set(rewarded.map((e) => e.organisationId))) {
      zones.set(id, (await deps.calendars.of(id, tx)).timeZone);
    }
    const awards: XpAward[] = rewarded.flatMap((event) => {
      const activityId = event.activityId as number;
      const activityType = facts.typeOf.get(activityId);
      if (!activityType) return [];
      const drafts = attemptAwards({
        activityId,
        activityType,
        moment: event.kind === 'work_marked' ? 'marked' : 'handed_in',
        verdicts: event.attemptId ? facts.verdictsOf(event.attemptId) : [],
        marks:
          event.scoreRaw === null || event.scoreMax === null
            ? null
            : { raw: event.scoreRaw, max: event.scoreMax },
      });
      const weekStart = weekStartOf(
        schoolDate(event.occurredAt, zones.get(event.organisationId) ?? 'UTC'),
      );
      return drafts.map((draft) => ({
        ...draft,
        organisationId: event.organisationId,
        studentId: event.studentId as number,
        activityId,
        attemptId: event.attemptId,
        eventSeq: event.seq,
        weekStart,
        earnedAt: event.occurredAt,
      }));
    });
    const { awarded } = await awardXp(tx, awards, facts.held);
    const lastEventOf = new Map(rewarded.map((e) => [e.studentId as number, e]));
    const earnedXp = new Set(awarded.filter((row) => row.points > 0).map((row) => row.studentId));
    const mayEarnBadges = new Set(
      rewarded.flatMap((e) =>
        mayRaiseBadgeFacts(e, earnedXp.has(e.studentId as number)) ? [e.studentId as number] : [],
      ),
    );
    const badgeFacts = await badgeFactsOf(
      tx,
      deps.calendars,
      [...lastEventOf]
        .filter(([id]) => mayEarnBadges.has(id))
        .map(([id, e]) => ({ id, organisationId: e.organisationId })),
      null, // no streaks: a streak day gives its own badges
      { root: deps.db },
    );
    const newBadges = new Map<number, EarnedBadgeCode[]>();
    for (const [studentId, { facts: known, held }] of badgeFacts) {
      newBadges.set(studentId, newlyEarnedBadges(known, held));
    }
    const granted = await grantBadges(
      tx,
      [...newBadges].flatMap(([studentId, codes]) => {
        const event = lastEventOf.get(studentId) as RecordedLearningEvent;
        return codes.map((badgeCode) => ({
          organisationId: event.organisationId,
          studentId,
          badgeCode,
          eventSeq: event.seq,
          earnedAt: event.occurredAt,
        }));
      }),
    );
    await deps.live.publish(
      tx,
      [...lastEventOf.keys()].flatMap((userId) => {
        const xpEarned = awarded
          .filter((row) => row.studentId === userId)
          .reduce((sum, row) => sum + row.points, 0);
        const badges = granted
          .filter((row) => row.studentId === userId)
          .map((row) => row.badgeCode);
        if (xpEarned === 0 && badges.length === 0) return [];
        return [
          { userId, type: 'rewards.changed' as const, data: { xp_earned: xpEarned, badges } },
        ];
      }),
    );
  }
  return consumerReading({
    name: 'reward_attempt_facts',
    query: attemptFactsQuery,
    values(events) {
      const rewarded = rewardedOf(events);
      return rewarded.length > 0 ? attemptFactIds(rewarded) : null;
    },
    consume: awardXpAndBadges,
  });
}
