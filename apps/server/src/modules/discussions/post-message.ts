import type { discussions as contract } from '@kitlab/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { invalidFields, tooManyRequests } from '../../lib/errors.js';
import type { RateRule } from '../../lib/rate-limiter.js';
import { checkStoredUpload } from '../../lib/storage/stored-upload.js';
import type { AuthUser } from '../../plugins/auth.js';
import { type DiscussionAccess, noSuchDiscussion } from './discussion-access.js';
import type { DiscussionPresenter } from './discussions.presenter.js';
import type { MessagesRepository } from './messages.repository.js';
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
      createdAt: now,
    });
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

  return async function postMessage(user: AuthUser, body: PostBody) {
    const located = await access.locate(user, body);
    if (!access.mayPost(located)) throw noSuchDiscussion();
    const photo = await photoOf(user, body.photo_key);
    await refuseFlood(user);
    const { discussion, message } = await inTransaction(db, (tx) =>
      write(tx, user, located.discussion, located.stored, body, photo?.id ?? null),
    );
    const view = await messages.messageView(message.id, user.id);
    return {
      discussion_token: discussion.token,
      message: await deps.presenter.message(view, user.id, message.id),
    };
  };
}
