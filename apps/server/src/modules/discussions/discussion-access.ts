import type { discussions as contract } from '@kitlab/contract';
import type { Clock } from '../../lib/clock.js';
import { invalidFields, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import {
  canReadDiscussion,
  canStartDiscussion,
  type DiscussionReader,
  type DiscussionScope,
} from './discussions.policy.js';
import type { DiscussionInQuest, ThreadsRepository } from './threads.repository.js';

export const noSuchDiscussion = () => notFound('No such discussion.');
export const noSuchMessage = () => notFound('No such message.');
const noSuchQuest = () => notFound('No such quest.');

/**
 * A discussion found for a caller: `stored` once it has a message, else the thread its first
 * message would start (shown as an empty discussion).
 */
export interface LocatedDiscussion {
  discussion: DiscussionInQuest;
  stored: boolean;
  reader: DiscussionReader;
}

export const scopeOf = (d: DiscussionInQuest): DiscussionScope => ({
  organisationId: d.organisationId,
  classId: d.classId,
  subjectId: d.subjectId,
  studentId: d.studentId,
});

/** Finds the discussion an address names, for a caller who may see it; anything else is 404. */
export function createDiscussionAccess(deps: { threads: ThreadsRepository; clock: Clock }) {
  const { threads, clock } = deps;

  async function readerOf(user: AuthUser): Promise<DiscussionReader> {
    const { classId, teaching } = await threads.readerOf(user);
    return {
      userId: user.id,
      userType: user.userType,
      organisationId: user.organisationId,
      classId,
      teaching: teaching.map((t) => ({ classId: t.classId, subjectId: t.subjectId })),
    };
  }

  /** The quest (and step) assigned to the class, as the unsaved discussion about it. */
  async function unsaved(
    reader: DiscussionReader,
    address: { activityId: number; activityDetailId?: number; classId: number | null },
    studentId: number | null,
  ): Promise<DiscussionInQuest> {
    const found = await threads.quest(address.activityId, address.activityDetailId);
    const assigned =
      found && address.classId !== null
        ? await threads.assignedIn(address.classId, found.quest)
        : null;
    if (!found || !assigned || address.classId === null) throw noSuchQuest();
    const draft: DiscussionInQuest = {
      id: 0,
      token: '',
      organisationId: assigned.organisationId,
      classId: address.classId,
      subjectId: assigned.subjectId,
      activityId: found.quest.id,
      activityDetailId: found.step?.id ?? null,
      studentId,
      createdAt: clock.now(),
      lastMessageAt: null,
      questTitle: found.quest.title,
      kitId: found.quest.kitId,
      stepTitle: found.step?.title ?? null,
      stepPosition: found.step?.position ?? null,
      studentActive: null,
      studentFirstName: null,
      studentLastName: null,
    };
    if (!canReadDiscussion(reader, scopeOf(draft))) throw noSuchQuest();
    return draft;
  }

  async function locate(
    user: AuthUser,
    address: contract.DiscussionAddress,
  ): Promise<LocatedDiscussion> {
    const reader = await readerOf(user);
    if (address.discussion_token !== undefined) {
      const discussion = await threads.byToken(address.discussion_token);
      if (!discussion || !canReadDiscussion(reader, scopeOf(discussion))) throw noSuchDiscussion();
      return { discussion, stored: true, reader };
    }
    const activityId = address.activity_id ?? 0;
    const forStep = reader.userType === 'S' && address.activity_detail_id !== undefined;
    if (forStep) {
      const draft = await unsaved(
        reader,
        { activityId, activityDetailId: address.activity_detail_id, classId: reader.classId },
        user.id,
      );
      const existing = await threads.studentThread(user.id, draft.activityDetailId ?? 0);
      return { discussion: existing ?? draft, stored: existing !== null, reader };
    }
    if (address.class_id === undefined) {
      throw invalidFields({
        class_id: ["Send the class_id of the quest's class thread, or a discussion_token."],
      });
    }
    const draft = await unsaved(reader, { activityId, classId: address.class_id }, null);
    const existing = await threads.classThread(address.class_id, activityId);
    return { discussion: existing ?? draft, stored: existing !== null, reader };
  }

  return {
    readerOf,
    locate,
    /** May the reader post here: in a stored discussion they read, or start this one. */
    mayPost(located: LocatedDiscussion): boolean {
      const scope = scopeOf(located.discussion);
      return located.stored
        ? canReadDiscussion(located.reader, scope)
        : canStartDiscussion(located.reader, scope);
    },
  };
}

export type DiscussionAccess = ReturnType<typeof createDiscussionAccess>;
