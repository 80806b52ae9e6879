import type { Database } from '../../db/client.js';
import type {
  LearningEventConsumer,
  RecordedLearningEvent,
} from '../../lib/learning-event-recorder.js';
import {
  createEventSourcesRepository,
  type EventSourcesRepository,
} from './event-sources.repository.js';
import {
  discussionMessageText,
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

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Everything a batch of events is turned into notifications with, read in one go. */
async function loadSources(repo: EventSourcesRepository, events: readonly RecordedLearningEvent[]) {
  const messageEvents = events.filter((e) => e.kind === 'discussion_message_posted');
  const discussionRows = await repo.discussions(
    ids(messageEvents.map((e) => e.data.discussion_id)),
  );
  const givenClassIds = events.filter((e) => e.kind === 'assignment_given').map((e) => e.classId);
  // One after another: the repository reads through the fact's transaction, one connection.
  const kits = await repo.kits(ids(events.map((e) => e.kitId)));
  const activities = await repo.activities(ids(events.map((e) => e.activityId)));
  const people = await repo.people(ids(events.flatMap((e) => [e.actorId, e.teacherId])));
  const students = await repo.classStudents(
    ids([
      ...givenClassIds,
      ...discussionRows.filter((d) => d.studentId === null).map((d) => d.classId),
    ]),
  );
  const teachers = await repo.classTeachers(ids(discussionRows.map((d) => d.classId)));
  const messages = await repo.messages(ids(messageEvents.map((e) => e.data.message_id)));
  return {
    kits: byId(kits),
    activities: byId(activities),
    people: byId(people),
    studentsOf: groupBy(students, (row) => row.classId),
    teachersOf: groupBy(teachers, (row) => row.classId),
    discussions: byId(discussionRows),
    messages: byId(messages),
  };
}

type Sources = Awaited<ReturnType<typeof loadSources>>;

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

/**
 * A message notifies the discussion's other participants: in a student's thread that student,
 * in a class thread the class's students; and the teachers of the class in the discussion's
 * subject (all of the class's teachers when it has none). Never its author.
 */
function discussionMessage(event: RecordedLearningEvent, sources: Sources): NotificationDraft[] {
  const discussion = sources.discussions.get(event.data.discussion_id ?? -1);
  const messageId = event.data.message_id;
  if (!discussion || messageId === undefined) return [];
  const students =
    discussion.studentId === null
      ? (sources.studentsOf.get(discussion.classId) ?? []).map((row) => row.userId)
      : [discussion.studentId];
  const teachers = (sources.teachersOf.get(discussion.classId) ?? [])
    .filter((row) => discussion.subjectId === null || row.subjectId === discussion.subjectId)
    .map((row) => row.userId);
  const author = sources.people.get(event.actorId) ?? null;
  const isReply = (sources.messages.get(messageId)?.replyToId ?? null) !== null;
  const recipients = [
    ...students.map((userId) => ({ userId, type: 'S' as const })),
    ...teachers.map((userId) => ({ userId, type: 'T' as const })),
  ].filter((recipient, index, all) => {
    const first = all.findIndex((other) => other.userId === recipient.userId) === index;
    return first && recipient.userId !== event.actorId;
  });
  return recipients.map((recipient) => ({
    ...fromEvent(event),
    ...discussionMessageText({
      discussionToken: discussion.token,
      activityTitle: discussion.activityTitle,
      isReply,
      author,
      recipientType: recipient.type,
    }),
    classId: discussion.classId,
    discussionId: discussion.id,
    userId: recipient.userId,
    kind: 'discussion_message',
    sourceKey: `message:${messageId}`,
  }));
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
  discussion_message_posted: discussionMessage,
};

/** The kinds of learning event that notify someone. */
export const NOTIFYING_KINDS = Object.keys(DRAFTERS) as RecordedLearningEvent['kind'][];

/**
 * Makes notifications from learning events inside the events' transaction: one lookup per kind
 * of source and one insert for the whole batch.
 */
export function createEventNotifier(deps: WriterDeps & { now: () => Date }): LearningEventConsumer {
  return async (tx: Database, events) => {
    const relevant = events.filter((event) => DRAFTERS[event.kind]);
    if (relevant.length === 0) return;
    const sources = await loadSources(createEventSourcesRepository(tx), relevant);
    const drafts = relevant.flatMap((event) => DRAFTERS[event.kind]?.(event, sources) ?? []);
    await writeNotifications(tx, deps, drafts, deps.now());
  };
}
