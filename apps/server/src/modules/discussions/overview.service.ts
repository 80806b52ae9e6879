import type { discussions as contract } from '@kitlab/contract';
import type { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { teachesClass } from '../classes/index.js';
import type { DiscussionAccess } from './discussion-access.js';
import { teachesDiscussion } from './discussions.policy.js';
import { studentOf } from './discussions.presenter.js';
import type { OverviewRepository } from './overview.repository.js';
import type { ThreadsRepository } from './threads.repository.js';

type QuestBody = z.output<NonNullable<typeof contract.questDiscussions.body>>;
type ThreadRow = Awaited<ReturnType<OverviewRepository['questThreads']>>[number];

const summaryOf = (row: ThreadRow) => ({
  token: row.token,
  student: studentOf(row),
  step:
    row.activityDetailId === null
      ? null
      : {
          activity_detail_id: row.activityDetailId,
          title: row.stepTitle ?? '',
          position: row.stepPosition ?? 0,
        },
  message_count: row.messageCount,
  last_message_at: row.lastMessageAt?.toISOString() ?? null,
  unread_count: row.unreadCount,
});

/** What teachers see across discussions: a quest's list in a class, and message figures. */
export function createOverviewService(deps: {
  access: DiscussionAccess;
  threads: ThreadsRepository;
  overview: OverviewRepository;
}) {
  const { access, threads, overview } = deps;

  return {
    async questDiscussions(user: AuthUser, body: QuestBody) {
      const found = await threads.quest(body.activity_id);
      const assigned = found ? await threads.assignedIn(body.class_id, found.quest) : null;
      const reader = await access.readerOf(user);
      const scope = assigned && {
        organisationId: assigned.organisationId,
        classId: body.class_id,
        subjectId: assigned.subjectId,
        studentId: null,
      };
      if (!found || !assigned || !scope || !teachesDiscussion(reader, scope)) {
        throw notFound('No such quest.');
      }
      const rows = await overview.questThreads(body.class_id, body.activity_id, user.id);
      const classThread = rows.find((row) => row.studentId === null);
      return {
        activity_id: found.quest.id,
        quest_title: found.quest.title,
        class_id: body.class_id,
        class_name: assigned.className,
        class_thread: classThread ? summaryOf(classThread) : null,
        discussions: rows.filter((row) => row.studentId !== null).map(summaryOf),
      };
    },

    /** The figures of one class only when the teacher teaches it; any other class is 404. */
    async messageAnalytics(user: AuthUser, classId?: number) {
      if (classId !== undefined) {
        const reader = await access.readerOf(user);
        if (!teachesClass(reader.teaching, classId)) throw notFound('No such class.');
      }
      const rows = await overview.messageFigures(user.id, classId);
      return {
        results: rows.map((row) => ({
          class_id: row.classId,
          class_name: row.className,
          activity_id: row.activityId,
          quest_title: row.questTitle,
          messages: row.messages,
          answered: row.answered,
          waiting: row.waiting,
          average_reply_minutes:
            row.averageReplyMinutes === null
              ? null
              : Math.round(Number(row.averageReplyMinutes) * 10) / 10,
        })),
      };
    },
  };
}
