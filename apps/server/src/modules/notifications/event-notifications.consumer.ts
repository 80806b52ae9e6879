import { describeBadge } from '@kitlab/domain';
import { groupedBy } from '../../lib/grouped.js';
import { teachesWork } from '../classes/index.js';
import {
  consumerReading,
  type LearningEventConsumer,
  type NewLearningEvent,
  type RecordedLearningEvent,
} from '../learning-events/index.js';
import { type SourceIds, sourcesOf, sourcesQuery } from './event-sources.repository.js';
import {
  badgeGivenText,
  handInsToMarkText,
  type WorkRef,
  workAssignedText,
  workMarkedText,
  workReturnedText,
} from './notification-texts.js';
import {
  type NotificationDraft,
  type WriterDeps,
  writeNotifications,
} from './notification-writer.js';

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
const ids = (values: (number | null | undefined)[]) => [
  ...new Set(values.filter((value): value is number => typeof value === 'number')),
];

/**
 * The ids of everything a batch of events is turned into notifications with (`sourcesQuery`). A
 * hand-in's teachers and class are read with it, and are told only when it waits for marks (a
 * quiz, marked at once, tells no one).
 */
function sourceIdsOf(events: readonly NewLearningEvent[]): SourceIds {
  const handIns = events.filter((e) => e.kind === 'attempt_submitted' && e.classId !== null);
  const givenClassIds = events.filter((e) => e.kind === 'assignment_given').map((e) => e.classId);
  const badgeEvents = events.filter((e) => e.kind === 'badge_given');
  return {
    kitIds: ids(events.map((e) => e.kitId)),
    activityIds: ids(events.map((e) => e.activityId)),
    peopleIds: ids(events.flatMap((e) => [e.actorId, e.teacherId])),
    studentClassIds: ids(givenClassIds),
    teacherClassIds: ids(handIns.map((e) => e.classId)),
    badgeStudentIds: ids(badgeEvents.map((e) => e.studentId)),
    handedInIds: ids(handIns.map((e) => e.attemptId)),
    // Who is told of marked, returned work and badges; the classes' students and teachers come too.
    recipientIds: ids(events.filter((e) => e.kind !== 'attempt_submitted').map((e) => e.studentId)),
  };
}

/** The sources' row as the drafters look things up in it. */
function lookupsOf(row: Record<string, unknown>) {
  const rows = sourcesOf(row);
  return {
    kits: byId(rows.kits),
    activities: byId(rows.activities),
    people: byId(rows.people),
    studentsOf: groupedBy(rows.class_students, (row) => row.classId),
    teachersOf: groupedBy(rows.class_teachers, (row) => row.classId),
    classes: byId(rows.classes),
    toMark: rows.toMark,
    recipients: rows.recipients,
    reasonOf: new Map(
      rows.badge_reasons.map((row) => [`${row.studentId} ${row.badgeCode}`, row.reason]),
    ),
  };
}

type Sources = ReturnType<typeof lookupsOf>;

function workOf(event: RecordedLearningEvent, sources: Sources): WorkRef | null {
  const kit = sources.kits.get(event.kitId ?? -1);
  if (!kit) return null;
  const activity = event.activityId === null ? null : sources.activities.get(event.activityId);
  return {
    assignmentId: event.assignmentId,
    kitToken: kit.token,
    kitTitle: kit.title,
    activity: activity ? { id: activity.id, title: activity.title, type: activity.type } : null,
  };
}

const fromEvent = (event: RecordedLearningEvent) => ({
  eventSeq: event.seq,
  actorId: event.actorId,
  classId: event.classId,
  assignmentId: event.assignmentId,
});

function workAssigned(event: RecordedLearningEvent, sources: Sources): NotificationDraft[] {
  const work = workOf(event, sources);
  if (!work || event.classId === null || event.assignmentId === null) return [];
  const teacher = sources.people.get(event.teacherId ?? event.actorId) ?? null;
  const text = workAssignedText(work, teacher, event.data.due_date ?? null);
  return (sources.studentsOf.get(event.classId) ?? []).map((student) => ({
    ...fromEvent(event),
    ...text,
    userId: student.userId,
    kind: 'work_assigned',
    sourceKey: `assigned:${event.assignmentId}`,
  }));
}

/** Marked work notifies once every item has its marks (the attempt has its score). */
function workMarkedOrReturned(event: RecordedLearningEvent, sources: Sources): NotificationDraft[] {
  const work = workOf(event, sources);
  if (!work || event.studentId === null) return [];
  const teacher = sources.people.get(event.actorId) ?? null;
  if (event.kind === 'work_marked') {
    if (event.scoreRaw === null) return [];
    const text = workMarkedText(work, teacher, { raw: event.scoreRaw, max: event.scoreMax });
    return [
      {
        ...fromEvent(event),
        ...text,
        userId: event.studentId,
        kind: 'work_marked',
        sourceKey: `event:${event.seq}`,
      },
    ];
  }
  const text = workReturnedText(work, teacher);
  return [
    {
      ...fromEvent(event),
      ...text,
      userId: event.studentId,
      kind: 'work_returned',
      sourceKey: `event:${event.seq}`,
    },
  ];
}

/** The teachers of a class who reach its work in a subject (every one when it has none). */
function teachersReaching(sources: Sources, place: { classId: number; subjectId: number | null }) {
  return (sources.teachersOf.get(place.classId) ?? [])
    .filter((row) => teachesWork([row], place))
    .map((row) => row.userId);
}

/**
 * A hand-in that leaves work to mark notifies the teachers who reach it, gathered per teacher,
 * assignment and activity while unread. A redo handed in again counts as one more. Never the
 * student, and nothing for work that is marked at once (a quiz).
 */
function workHandedIn(event: RecordedLearningEvent, sources: Sources): NotificationDraft[] {
  const kit = sources.kits.get(event.kitId ?? -1);
  const activity = sources.activities.get(event.activityId ?? -1);
  if (event.classId === null || !kit || !activity || !sources.toMark.has(event.attemptId ?? -1)) {
    return [];
  }
  const facts = {
    kitToken: kit.token,
    activityId: activity.id,
    activityTitle: activity.title,
    classId: event.classId,
    className: sources.classes.get(event.classId)?.name ?? null,
  };
  const teachers = teachersReaching(sources, {
    classId: event.classId,
    subjectId: event.subjectId,
  });
  return teachers
    .filter((userId) => userId !== event.studentId)
    .map((userId) => ({
      ...fromEvent(event),
      ...handInsToMarkText(facts, 1),
      userId,
      kind: 'work_handed_in' as const,
      sourceKey: `event:${event.seq}`,
      group: {
        key: `hand-ins:${event.assignmentId ?? 'none'}:${activity.id}`,
        wordsFor: (count: number) => handInsToMarkText(facts, count),
      },
    }));
}

/** A badge a teacher gave tells its student, with the teacher's reason. */
function badgeGiven(event: RecordedLearningEvent, sources: Sources): NotificationDraft[] {
  const code = event.data.badge;
  if (event.studentId === null || !code) return [];
  const teacher = sources.people.get(event.actorId) ?? null;
  return [
    {
      ...fromEvent(event),
      ...badgeGivenText(
        teacher,
        describeBadge(code).name,
        sources.reasonOf.get(`${event.studentId} ${code}`) ?? null,
      ),
      userId: event.studentId,
      kind: 'badge_given',
      sourceKey: `event:${event.seq}`,
    },
  ];
}

const DRAFTERS: Partial<
  Record<
    RecordedLearningEvent['kind'],
    (event: RecordedLearningEvent, sources: Sources) => NotificationDraft[]
  >
> = {
  assignment_given: workAssigned,
  work_marked: workMarkedOrReturned,
  work_returned: workMarkedOrReturned,
  attempt_submitted: workHandedIn,
  badge_given: badgeGiven,
};

/** The kinds of learning event that notify someone. */
export const NOTIFYING_KINDS = Object.keys(DRAFTERS) as RecordedLearningEvent['kind'][];

const relevantOf = <E extends NewLearningEvent>(events: readonly E[]) =>
  events.filter((event) => DRAFTERS[event.kind]);

/**
 * Makes notifications from learning events inside the events' transaction: their sources read
 * in one statement (with the other consumers' reads) and one insert for the whole batch. A
 * discussion's messages notify through the discussions' own consumer, which knows who takes part
 * in a thread.
 */
export function createEventNotifier(deps: WriterDeps & { now: () => Date }): LearningEventConsumer {
  return consumerReading({
    name: 'notification_sources',
    query: sourcesQuery,
    values(events) {
      const relevant = relevantOf(events);
      return relevant.length > 0 ? { ...sourceIdsOf(relevant) } : null;
    },
    consume: async function notifyFromEvents(tx, events, row) {
      const sources = lookupsOf(row);
      const drafts = relevantOf(events).flatMap(
        (event) => DRAFTERS[event.kind]?.(event, sources) ?? [],
      );
      await writeNotifications(tx, deps, drafts, deps.now(), sources.recipients);
    },
  });
}
