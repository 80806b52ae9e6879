import type { discussions as contract } from '@kitlab/contract';
import type { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { teachesClass } from '../classes/index.js';
import type { DiscussionAccess } from './discussion-access.js';
import { teachesDiscussion } from './discussions.policy.js';
import { presentMessageFigures, presentQuestDiscussions } from './overview.presenter.js';
import type { OverviewRepository } from './overview.repository.js';
import type { ThreadsRepository } from './threads.repository.js';

type QuestBody = z.output<NonNullable<typeof contract.listQuestDiscussions.body>>;
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
      return presentQuestDiscussions(
        {
          activityId: found.quest.id,
          questTitle: found.quest.title,
          classId: body.class_id,
          className: assigned.className,
        },
        rows,
      );
    },

    /** The figures of one class only when the teacher teaches it; any other class is 404. */
    async messageAnalytics(user: AuthUser, classId?: number) {
      if (classId !== undefined) {
        const reader = await access.readerOf(user);
        if (!teachesClass(reader.teaching, classId)) throw notFound('No such class.');
      }
      const rows = await overview.messageFigures(user.id, classId);
      return presentMessageFigures(rows);
    },
  };
}
