import type { Database } from '../../db/client.js';
import type { LearningEventKind } from '../../db/schema/index.js';
import type { LearningEventConsumer, RecordedLearningEvent } from '../learning-events/index.js';
import {
  discussionMessageText,
  messagePreview,
  type NotificationDraft,
  type WriterDeps,
  writeNotifications,
} from '../notifications/index.js';
import { postedMessagesOf } from './message-notifications.repository.js';
import { participantsOfThreads } from './participants.repository.js';

export const MESSAGE_KINDS: readonly LearningEventKind[] = ['discussion_message_posted'];

/** The posted messages of a batch of events, and who takes part in their threads. */
async function loadSources(tx: Database, events: readonly RecordedLearningEvent[]) {
  const messageIds = new Set(events.flatMap((event) => event.data.message_id ?? []));
  const messages = await postedMessagesOf(tx, [...messageIds]);
  return {
    messages: new Map(messages.map((message) => [message.id, message])),
    participantsOf: await participantsOfThreads(
      tx,
      messages.map((message) => message.thread),
    ),
  };
}

type Sources = Awaited<ReturnType<typeof loadSources>>;

/**
 * A message notifies the discussion's other participants (`participantsOf`), never its author.
 * A thread's messages gather into one row per reader while unread, showing the start of the
 * latest.
 */
function messageNotifications(event: RecordedLearningEvent, sources: Sources): NotificationDraft[] {
  const message = sources.messages.get(event.data.message_id ?? -1);
  if (!message) return [];
  const { thread, author } = message;
  const recipients = sources
    .participantsOf(thread)
    .filter((participant) => participant.userId !== event.actorId);
  return recipients.map((recipient) => {
    const facts = {
      discussionToken: thread.token,
      activityTitle: thread.activityTitle,
      isReply: message.replyToId !== null,
      author,
      recipientType: recipient.type,
      preview: messagePreview(message.body),
    };
    return {
      ...discussionMessageText(facts),
      eventSeq: event.seq,
      actorId: event.actorId,
      classId: thread.classId,
      assignmentId: event.assignmentId,
      discussionId: thread.id,
      userId: recipient.userId,
      kind: 'discussion_message' as const,
      sourceKey: `message:${message.id}`,
      group: {
        key: `discussion:${thread.id}`,
        wordsFor: (count: number) => discussionMessageText(facts, count),
      },
    };
  });
}

/**
 * Notifies the participants of each posted message inside the message's transaction: one lookup
 * per kind of source and one insert for the whole batch.
 */
export function createMessageNotifier(
  deps: WriterDeps & { now: () => Date },
): LearningEventConsumer {
  return async function notifyDiscussionParticipants(tx, events) {
    const posted = events.filter((event) => event.kind === 'discussion_message_posted');
    if (posted.length === 0) return;
    const sources = await loadSources(tx, posted);
    const drafts = posted.flatMap((event) => messageNotifications(event, sources));
    await writeNotifications(tx, deps, drafts, deps.now());
  };
}
