import { companion } from '@kitlab/contract';
import type { learningEvents } from '../../db/schema/index.js';
import { ACTIVITY_TYPE, VERB_OF } from './vocabulary.js';

export type LearningEventRow = typeof learningEvents.$inferSelect;

/** An event with the public tokens and titles its statement names; never a name or email. */
export interface StatementSource {
  event: LearningEventRow;
  organisationToken: string;
  actorToken: string;
  learnerToken: string | null;
  teacherToken: string | null;
  activityType: 'quiz' | 'quest' | 'worksheet' | null;
  activityTitle: string | null;
  kitTitle: string | null;
}

export interface Statement {
  id: string;
  actor: Agent;
  verb: { id: string; display: Record<string, string> };
  object: Activity;
  result?: Record<string, unknown>;
  context: Record<string, unknown>;
  timestamp: string;
  stored: string;
  authority: Agent;
  version: '1.0.3';
}

interface Agent {
  objectType: 'Agent';
  account: { homePage: string; name: string };
}

interface Activity {
  objectType: 'Activity';
  id: string;
  definition?: { type?: string; name?: Record<string, string> };
}

export const XAPI_VERSION = '1.0.3';

/** Where a statement's ids live: the base address the app is reached at. */
export function statementIris(baseUrl: string) {
  const base = `${baseUrl}/xapi`;
  return {
    activity: (kind: string, id: string | number) => `${base}/activities/${kind}/${id}`,
    extension: (name: string) => `${base}/extensions/${name}`,
    home: (organisationToken: string) => `${baseUrl}/organisations/${organisationToken}`,
  };
}

/** ISO 8601 duration of whole and part seconds, as xAPI results carry it. */
export function isoDuration(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  return `PT${Number.isInteger(seconds) ? seconds : seconds.toFixed(2)}S`;
}

function named(title: string | null) {
  return title ? { name: { 'en-US': title } } : {};
}

/**
 * The xAPI 1.0.3 statement of one stored event. The actor is an account on the school's home
 * page named by the user's public token; the learner a teacher acted on is a context extension.
 */
export function statementOf(source: StatementSource, baseUrl: string): Statement {
  const iri = statementIris(baseUrl);
  const { event } = source;
  const homePage = iri.home(source.organisationToken);
  const agent = (token: string): Agent => ({
    objectType: 'Agent',
    account: { homePage, name: token },
  });
  const kit =
    event.kitId === null
      ? null
      : {
          objectType: 'Activity' as const,
          id: iri.activity('kit', event.kitId),
          definition: { type: ACTIVITY_TYPE.kit, ...named(source.kitTitle) },
        };
  const activity =
    event.activityId === null
      ? null
      : {
          objectType: 'Activity' as const,
          id: iri.activity('activity', event.activityId),
          definition: {
            type: ACTIVITY_TYPE[source.activityType ?? 'quiz'],
            ...named(source.activityTitle),
          },
        };
  const object = objectOf(source, iri, { kit, activity });
  const extensions: Record<string, unknown> = {
    [iri.extension('role')]: event.actorType === 'S' ? 'student' : 'teacher',
    [iri.extension('kind')]: event.kind,
    ...(event.classId === null ? {} : { [iri.extension('class')]: event.classId }),
    ...(event.subjectId === null ? {} : { [iri.extension('subject')]: event.subjectId }),
    ...(event.assignmentId === null ? {} : { [iri.extension('assignment')]: event.assignmentId }),
    ...(event.attemptId === null ? {} : { [iri.extension('attempt')]: event.attemptId }),
    ...(source.learnerToken && event.actorId !== event.studentId
      ? { [iri.extension('learner')]: agent(source.learnerToken).account }
      : {}),
    ...(event.data.platform ? { [iri.extension('platform-mode')]: event.data.platform } : {}),
    ...dueDates(event, iri.extension),
  };
  const statement: Statement = {
    id: event.id,
    actor: agent(source.actorToken),
    verb: VERB_OF[event.kind],
    object,
    context: {
      platform: 'Kitlab',
      language: 'en-US',
      ...(source.teacherToken && event.actorType === 'S'
        ? { instructor: agent(source.teacherToken) }
        : {}),
      contextActivities: {
        ...(activity && object.id !== activity.id ? { parent: [activity] } : {}),
        ...(kit && object.id !== kit.id ? { grouping: [kit] } : {}),
      },
      extensions,
    },
    timestamp: event.occurredAt.toISOString(),
    stored: event.storedAt.toISOString(),
    authority: {
      objectType: 'Agent',
      account: { homePage: baseUrl, name: 'kitlab' },
    },
    version: XAPI_VERSION,
  };
  const result = resultOf(event);
  return result ? { ...statement, result } : statement;
}

type Iris = ReturnType<typeof statementIris>;
type MaybeActivity = Activity | null;

/** What the event is about: a question, an activity, a kit, a lesson, a badge, the course or the app. */
function objectOf(
  { event }: StatementSource,
  iri: Iris,
  parts: { kit: MaybeActivity; activity: MaybeActivity },
): Activity {
  const activityOf = (kind: keyof typeof ACTIVITY_TYPE, id: string | number) => ({
    objectType: 'Activity' as const,
    id: iri.activity(kind, id),
    definition: { type: ACTIVITY_TYPE[kind] },
  });
  if (event.kind === 'answer_question' && event.activityDetailId !== null) {
    return activityOf('question', event.activityDetailId);
  }
  if (event.kind === 'enrollment') {
    const course = event.data.course ?? companion.ENROLLMENT_SUBJECT;
    return {
      ...activityOf('course', course.toLowerCase()),
      definition: { type: ACTIVITY_TYPE.course, name: { 'en-US': course } },
    };
  }
  if (event.kind === 'password_reset') return activityOf('interaction', 'password-reset');
  if (event.kind === 'login' || event.kind === 'logout') return activityOf('application', 'kitlab');
  if (event.data.content) return activityOf(event.data.content, event.data.content_id ?? 0);
  if (event.data.badge) return activityOf('badge', event.data.badge);
  if (parts.activity) return parts.activity;
  if (parts.kit) return parts.kit;
  return activityOf('application', 'kitlab');
}

function resultOf(event: LearningEventRow): Record<string, unknown> | null {
  const result: Record<string, unknown> = {};
  if (event.scoreRaw !== null && event.scoreMax !== null) {
    const max = Math.max(event.scoreMax, 0);
    const raw = Math.min(Math.max(event.scoreRaw, 0), max);
    result.score = { raw, min: 0, max, ...(max > 0 ? { scaled: raw / max } : {}) };
  }
  if (event.success !== null) result.success = event.success;
  if (event.kind === 'attempt_submitted') result.completion = true;
  if (event.durationMs !== null) result.duration = isoDuration(event.durationMs);
  return Object.keys(result).length ? result : null;
}

function dueDates(event: LearningEventRow, extension: (name: string) => string) {
  const { due_date, old_due_date, new_due_date } = event.data;
  return {
    ...(due_date ? { [extension('due-date')]: due_date } : {}),
    ...(old_due_date ? { [extension('old-due-date')]: old_due_date } : {}),
    ...(new_due_date ? { [extension('new-due-date')]: new_due_date } : {}),
  };
}
