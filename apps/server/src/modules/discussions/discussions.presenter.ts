import { discussions as contract } from '@kitlab/contract';
import type { Clock } from '../../lib/clock.js';
import { linkToFile } from '../../lib/storage/download-links.js';
import type { FileStore } from '../../lib/storage/file-store.js';
import { classmateLabelOf, lastInitialOf } from '../classes/index.js';
import type { MessagesRepository } from './messages.repository.js';
import type { DiscussionInQuest } from './threads.repository.js';

type MessageView = Awaited<ReturnType<MessagesRepository['messagesOf']>>[number];

/** What naming a message's author needs. */
export interface AuthorView {
  message: { authorId: number | null; authorType: 'S' | 'T' | 'C' };
  authorActive: boolean | null;
  authorFirstName: string | null;
  authorLastName: string | null;
}

/** "Lucas M.": what discussions show of anyone, never a full name. */
function shortName(firstName: string, lastName: string): string {
  const initial = lastInitialOf(lastName);
  return initial ? `${firstName} ${initial}.` : firstName;
}

/** What naming a thread's student needs. */
interface ThreadStudentView {
  studentId: number | null;
  studentActive: boolean | null;
  studentFirstName: string | null;
  studentLastName: string | null;
}

/**
 * The student a thread is about: null for the class thread, and for a thread not started yet,
 * which names nobody (it is the caller's own, shown empty). A deactivated student is "A former
 * student" (no initial), as their messages are: a child who left is no longer named. An erased
 * student's threads go with them.
 */
export function studentOf(thread: ThreadStudentView) {
  if (thread.studentId === null || thread.studentFirstName === null) return null;
  if (thread.studentActive === false) {
    return { first_name: contract.FORMER_STUDENT, last_initial: '' };
  }
  return classmateLabelOf({
    firstName: thread.studentFirstName,
    lastName: thread.studentLastName ?? '',
  });
}

/**
 * An author who was deactivated or erased is "A former student" (or teacher): a child who left is
 * no longer named to the class.
 */
export function authorOf(view: AuthorView, readerId: number) {
  const { message } = view;
  const isStudent = message.authorType === 'S';
  const present = message.authorId !== null && view.authorActive === true;
  if (!present) {
    return {
      name: isStudent ? contract.FORMER_STUDENT : contract.FORMER_TEACHER,
      role: isStudent ? ('former_student' as const) : ('former_teacher' as const),
      is_you: message.authorId === readerId,
    };
  }
  return {
    name: shortName(view.authorFirstName ?? '', view.authorLastName ?? ''),
    role: isStudent ? ('student' as const) : ('teacher' as const),
    is_you: message.authorId === readerId,
  };
}

/** What naming the quest step a thread is about needs. */
interface ThreadStepView {
  activityDetailId: number | null;
  stepTitle: string | null;
  stepPosition: number | null;
}

/** The quest step a thread is about; null for a thread about the whole quest. */
export function presentStep(thread: ThreadStepView) {
  return thread.activityDetailId === null
    ? null
    : {
        activity_detail_id: thread.activityDetailId,
        title: thread.stepTitle ?? '',
        position: thread.stepPosition ?? 0,
      };
}

/** What a reader sees of a discussion besides its messages, which the caller presents. */
export function presentDiscussion(
  discussion: DiscussionInQuest,
  seen: {
    stored: boolean;
    messages: Awaited<ReturnType<DiscussionPresenter['messages']>>;
    unread: number;
    canPost: boolean;
    canHide: boolean;
  },
) {
  return {
    token: seen.stored ? discussion.token : null,
    kind: discussion.studentId === null ? ('class' as const) : ('student' as const),
    activity_id: discussion.activityId,
    quest_title: discussion.questTitle,
    class_id: discussion.classId,
    step: presentStep(discussion),
    student: studentOf(discussion),
    messages: seen.messages,
    unread_count: seen.unread,
    can_post: seen.canPost,
    can_hide: seen.canHide,
  };
}

/** Own messages, and those up to the reader's cursor, are read. */
export function messageStatusOf(
  message: { id: number; authorId: number | null },
  readerId: number,
  cursor: number,
) {
  return message.authorId === readerId || message.id <= cursor
    ? ('read' as const)
    : ('unread' as const);
}

/** The read state of every message of a discussion after the reader's cursor moved. */
export function presentReadStates(
  discussionToken: string,
  unread: number,
  messages: { token: string; id: number; authorId: number | null }[],
  readerId: number,
  cursor: number,
) {
  return {
    discussion_token: discussionToken,
    unread_count: unread,
    message_status: messages.map((message) => ({
      message_token: message.token,
      message_status: messageStatusOf(message, readerId, cursor),
    })),
  };
}

/** Turns message rows into what a reader sees: a removed message keeps no text or photo for anyone. */
export function createDiscussionPresenter(files: FileStore, clock: Clock) {
  async function message(view: MessageView, readerId: number, cursor: number) {
    const { message: row } = view;
    const removed = row.hiddenAt !== null;
    return {
      token: row.token,
      author: authorOf(view, readerId),
      text: removed ? null : row.body,
      photo: !removed && view.photo ? await linkToFile(files, view.photo, clock.now()) : null,
      hidden: removed,
      created_at: row.createdAt.toISOString(),
      message_status: messageStatusOf(row, readerId, cursor),
      reported_by_you: view.reportedByReader,
    };
  }

  return {
    message,
    messages: (views: MessageView[], readerId: number, cursor: number) =>
      Promise.all(views.map((view) => message(view, readerId, cursor))),
  };
}

export type DiscussionPresenter = ReturnType<typeof createDiscussionPresenter>;
