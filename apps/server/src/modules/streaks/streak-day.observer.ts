import {
  addDays,
  NO_BADGE_FACTS,
  newlyEarnedBadges,
  schoolDate,
  weekStartOf,
  XP_PER_STREAK_DAY,
} from '@kitlab/domain';
import type { Database } from '../../db/client.js';
import type { LearningEventKind } from '../../db/schema/index.js';
import type { LivePublisher } from '../../lib/live-publisher.js';
import type { LearningEventObserver, NewLearningEvent } from '../learning-events/index.js';
import type { SchoolCalendars } from '../organisations/index.js';
import { awardXp, type BadgeGrant, grantBadges } from '../rewards-ledger/index.js';
import { streaksFrom } from './streak-summaries.js';
import { createStreaksRepository, type NewStreakDay } from './streaks.repository.js';

/**
 * The events of learning work: an answer or a quest step, a hand-in, and a lesson studied. The
 * companion sends no "read to the end" signal, so a lesson's study stop stands for it.
 */
export const STREAK_KINDS: readonly LearningEventKind[] = [
  'answer_question',
  'attempt_submitted',
  'content_study_stop',
];

const isLearningWork = (event: NewLearningEvent) =>
  event.studentId != null &&
  event.actorType === 'S' &&
  (event.kind !== 'content_study_stop' || event.data?.content === 'lesson');

/**
 * The students whose day this process found already kept, on each recent date. It only spares
 * statements: the day's row is the truth.
 */
function createSeenDays() {
  const seen = new Map<string, Set<number>>();
  return {
    has: (day: string, studentId: number) => seen.get(day)?.has(studentId) ?? false,
    add(day: string, studentId: number) {
      let students = seen.get(day);
      if (!students) {
        const yesterday = addDays(day, -1);
        for (const held of seen.keys()) if (held < yesterday) seen.delete(held);
        students = new Set();
        seen.set(day, students);
      }
      students.add(studentId);
    },
  };
}

/**
 * Keeps `streak_days` from learning events: the first work of a student's school day adds the
 * day, its XP, the streak and XP badges it reaches, and tells the student's screens. Once this
 * process has found the day kept (by the day's second piece of work), later work costs no
 * statement.
 */
export function createStreakDayObserver(deps: {
  db: Database;
  live: LivePublisher;
  calendars: SchoolCalendars;
}): LearningEventObserver {
  const { db, live, calendars } = deps;
  const seen = createSeenDays();
  const addedIn = new WeakMap<Database, Set<string>>();

  /** The streak lengths the added days make, one query per school and date (usually one). */
  async function lengthsOf(tx: Database, added: readonly NewStreakDay[]) {
    const groups = new Map<string, NewStreakDay[]>();
    for (const day of added) {
      const key = `${day.organisationId}:${day.day}`;
      groups.set(key, [...(groups.get(key) ?? []), day]);
    }
    const lengths = new Map<string, number>();
    for (const [first, ...rest] of groups.values()) {
      if (!first) continue;
      const ids = [first, ...rest].map((day) => day.studentId);
      const { holidays } = await calendars.of(first.organisationId, tx);
      const streaks = await streaksFrom(tx, holidays, ids, first.day);
      for (const [id, streak] of streaks) lengths.set(`${id}:${first.day}`, streak.currentLength);
    }
    return lengths;
  }

  /**
   * `attemptOf` names the attempt whose work made each day count (`student:day`), so a hand-in's
   * rewards can list the streak day it brought.
   */
  async function reward(
    tx: Database,
    added: readonly NewStreakDay[],
    attemptOf: ReadonlyMap<string, number>,
  ) {
    const lengths = await lengthsOf(tx, added);
    const awards = [];
    const grants: BadgeGrant[] = [];
    for (const day of added) {
      const { studentId, organisationId, firstAt: earnedAt } = day;
      awards.push({
        organisationId,
        studentId,
        source: 'streak_day' as const,
        sourceKey: `streak:${day.day}`,
        points: XP_PER_STREAK_DAY,
        attemptId: attemptOf.get(`${studentId}:${day.day}`) ?? null,
        weekStart: weekStartOf(day.day),
        earnedAt,
      });
    }
    const { awarded: xp, totals } = await awardXp(tx, awards);
    for (const day of added) {
      const { studentId, organisationId, firstAt: earnedAt } = day;
      // The badges a streak day can reach: its streak's and the XP in all it brings.
      const reached = newlyEarnedBadges(
        {
          ...NO_BADGE_FACTS,
          longestStreak: lengths.get(`${studentId}:${day.day}`) ?? 0,
          totalXp: totals.get(studentId) ?? 0,
        },
        new Set(),
      );
      for (const badgeCode of reached)
        grants.push({ organisationId, studentId, badgeCode, earnedAt });
    }
    const badges = await grantBadges(tx, grants);
    const students = new Set([...xp, ...badges].map((row) => row.studentId));
    await live.publish(
      tx,
      [...students].map((userId) => ({
        userId,
        type: 'rewards.changed' as const,
        data: {
          xp_earned: xp.filter((row) => row.studentId === userId).reduce((s, r) => s + r.points, 0),
          badges: badges.filter((row) => row.studentId === userId).map((row) => row.badgeCode),
        },
      })),
    );
  }

  async function dayOf(event: NewLearningEvent, reader: Database): Promise<string> {
    const { timeZone } = await calendars.of(event.organisationId, reader);
    return schoolDate(event.occurredAt, timeZone);
  }

  const keepStreakDays: LearningEventObserver = async function keepStreakDays(tx, events) {
    const days = new Map<string, NewStreakDay>();
    const attemptOf = new Map<string, number>();
    for (const event of events.filter(isLearningWork)) {
      const studentId = event.studentId as number;
      const day = await dayOf(event, tx);
      if (seen.has(day, studentId)) continue;
      const key = `${studentId}:${day}`;
      if (!days.has(key)) {
        days.set(key, {
          studentId,
          day,
          organisationId: event.organisationId,
          firstAt: event.occurredAt,
        });
        if (event.attemptId != null) attemptOf.set(key, event.attemptId);
      }
    }
    if (days.size === 0) return;
    const added = await createStreaksRepository(tx).addDays([...days.values()]);
    // A day this transaction adds may still roll back with it (a hand-in records twice in one
    // transaction, so "already there" may be its own row); a day found kept by another stays.
    let ownDays = addedIn.get(tx);
    if (!ownDays) {
      ownDays = new Set();
      addedIn.set(tx, ownDays);
    }
    for (const day of added) ownDays.add(`${day.studentId}:${day.day}`);
    for (const [key, day] of days) if (!ownDays.has(key)) seen.add(day.day, day.studentId);
    if (added.length > 0) await reward(tx, added, attemptOf);
  };
  // Work of a day this process found kept writes nothing: its events need no transaction.
  keepStreakDays.idleFor = async (events) => {
    for (const event of events.filter(isLearningWork)) {
      if (!seen.has(await dayOf(event, db), event.studentId as number)) return false;
    }
    return true;
  };
  return keepStreakDays;
}
