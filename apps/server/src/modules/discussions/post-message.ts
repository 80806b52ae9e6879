import type { discussions as contract } from '@kitlab/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, invalidFields, tooManyRequests } from '../../lib/errors.js';
import type { RateRule } from '../../lib/rate-limiter.js';
import { checkStoredUpload } from '../../lib/storage/stored-upload.js';
import type { AuthUser } from '../../plugins/auth.js';
import { type DiscussionAccess, noSuchDiscussion } from './discussion-access.js';
import type { DiscussionPresenter } from './discussions.presenter.js';
import type { MessageRow, MessagesRepository } from './messages.repository.js';
import { readUpTo } from './read-position.js';
import type { DiscussionInQuest, DiscussionRow, ThreadsRepository } from './threads.repository.js';

type PostBody = z.output<NonNullable<typeof contract.postMessage.body>>;

/** A child typing fast sends a few messages a minute; more is a flood the class should not get. */
const POSTS_PER_MINUTE: RateRule = {
  bucket: 'discussion-post',
  limit: 10,
  windowSeconds: 60,
};
const POSTS_PER_HOUR: RateRule = {
  bucket: 'discussion-post-hour',
  limit: 60,
  windowSeconds: 3600,
};
const TOO_FAST = 'You are sending messages too quickly. Wait a minute, then try again.';

/** Past the hourly limit the wait is longer than a minute, and the detail says how long. */
const tooManyThisHour = (waitSeconds: number) => {
  const minutes = Math.ceil(waitSeconds / 60);
  return `You have sent ${POSTS_PER_HOUR.limit} messages in the last hour. Wait ${minutes} minutes, then try again.`;
};

const KEY_REUSED =
  'This request_key was sent with another message. Make a new key for each message you write.';

/** The thread a discussion row stands for: these name one student thread or one class thread. */
const sameThread = (a: DiscussionRow, b: DiscussionRow) =>
  a.activityId === b.activityId &&
  a.activityDetailId === b.activityDetailId &&
  a.classId === b.classId &&
  a.studentId === b.studentId;

/** A send already posted under this request key: the same text to the same thread, else refused. */
function repeatOf(
  earlier: { message: MessageRow; discussion: DiscussionRow },
  target: DiscussionRow,
  text: string,
) {
  if (earlier.message.body !== text || !sameThread(earlier.discussion, target)) {
    throw conflict(KEY_REUSED, 'request_key_reused');
  }
  return earlier;
}

type Deps = Pick<AppContext, 'db' | 'clock' | 'limiter' | 'learningEvents' | 'live' | 'files'> & {
  access: DiscussionAccess;
  threads: ThreadsRepository;
  messages: MessagesRepository;
  presenter: DiscussionPresenter;
};

/** Posts a message: checks, then the message, its event and its live notices in one transaction. */
export function createPostMessage(deps: Deps) {
  const { db, clock, limiter, learningEvents, live, files, access, threads, messages } = deps;

  /** The caller's own photo, free to attach and still a photo. */
  async function photoOf(user: AuthUser, key: string | undefined) {
    if (key === undefined) return null;
    const photo = await messages.freePhoto(user.id, key);
    if (!photo) {
      throw invalidFields({
        photo_key: [
          'Upload the photo first: this key has no photo of yours that is free to attach.',
        ],
      });
    }
    if (photo.contentType === 'application/pdf') {
      throw invalidFields({ photo_key: ['Attach a photo: a JPEG, PNG or WebP picture.'] });
    }
    await checkStoredUpload(files, photo);
    return photo;
  }

  async function refuseFlood(user: AuthUser) {
    const rate = await limiter.take([
      { rule: POSTS_PER_MINUTE, key: String(user.id) },
      { rule: POSTS_PER_HOUR, key: String(user.id) },
    ]);
    if (!rate.limited) return;
    const wait = rate.retryAfterSeconds;
    throw tooManyRequests(
      wait <= POSTS_PER_MINUTE.windowSeconds ? TOO_FAST : tooManyThisHour(wait),
      wait,
    );
  }

  async function write(
    tx: Database,
    user: AuthUser,
    target: DiscussionInQuest,
    stored: boolean,
    body: PostBody,
    photoId: number | null,
  ) {
    const now = clock.now();
    const discussion: DiscussionRow = stored
      ? target
      : await threads.open(tx, {
          organisationId: target.organisationId,
          classId: target.classId,
          subjectId: target.subjectId,
          activityId: target.activityId,
          activityDetailId: target.activityDetailId,
          studentId: target.studentId,
          createdAt: now,
        });
    const message = await messages.insert(tx, {
      organisationId: discussion.organisationId,
      discussionId: discussion.id,
      authorId: user.id,
      authorType: user.userType,
      body: body.text,
      photoId,
      requestKey: body.request_key ?? null,
      createdAt: now,
    });
    if (!message) {
      // A concurrent send with the same key posted first: nothing more is written.
      const earlier = await messages.byRequestKey(tx, user.id, body.request_key ?? '');
      if (!earlier) throw new Error('the message of a repeated send could not be read');
      return repeatOf(earlier, discussion, body.text);
    }
    await threads.touch(tx, discussion.id, now);
    await readUpTo(tx, live, {
      discussionId: discussion.id,
      userId: user.id,
      messageId: message.id,
      at: now,
    });
    await learningEvents.record(tx, [
      {
        kind: 'discussion_message_posted',
        organisationId: discussion.organisationId,
        actorId: user.id,
        actorType: user.userType,
        studentId: discussion.studentId,
        classId: discussion.classId,
        subjectId: discussion.subjectId,
        kitId: target.kitId,
        activityId: discussion.activityId,
        activityDetailId: discussion.activityDetailId,
        data: { discussion_id: discussion.id, message_id: message.id },
        occurredAt: now,
      },
    ]);
    const recipients = (await threads.participantIds(tx, discussion)).filter(
      (id) => id !== user.id,
    );
    await live.publish(
      tx,
      recipients.map((userId) => ({
        userId,
        type: 'discussion.message' as const,
        data: { discussion_token: discussion.token, message_token: message.token },
      })),
    );
    return { discussion, message };
  }

  /** The message a send posted (or an earlier send of the same key), as its author sees it. */
  async function answer(
    user: AuthUser,
    posted: { message: MessageRow; discussion: DiscussionRow },
  ) {
    const view = await messages.messageView(posted.message.id, user.id);
    return {
      discussion_token: posted.discussion.token,
      message: await deps.presenter.message(view, user.id, posted.message.id),
    };
  }

  return async function postMessage(user: AuthUser, body: PostBody) {
    const located = await access.locate(user, body);
    if (!access.mayPost(located)) throw noSuchDiscussion();
    // A repeated send answers before its photo is checked: the first send holds that photo now.
    const earlier = body.request_key
      ? await messages.byRequestKey(db, user.id, body.request_key)
      : null;
    if (earlier) return answer(user, repeatOf(earlier, located.discussion, body.text));
    const photo = await photoOf(user, body.photo_key);
    await refuseFlood(user);
    const posted = await inTransaction(db, (tx) =>
      write(tx, user, located.discussion, located.stored, body, photo?.id ?? null),
    );
    return answer(user, posted);
  };
}
