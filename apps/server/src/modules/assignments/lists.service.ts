import type { assignments as contract } from '@kitlab/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { pageResult } from '../../lib/paging.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { AssignmentFilter } from './assignment-filter.js';
import type { AssignmentReader } from './assignment-reader.service.js';
import { createGroupsRepository } from './groups.repository.js';
import type { ViewerService } from './viewer.service.js';
import { presentWorkGroup } from './work-groups.presenter.js';

type ClassroomBody = z.output<NonNullable<typeof contract.listClassrooms.body>>;
type PageBody = z.output<NonNullable<typeof contract.listRecentByGroup.body>>;
type StudentBody = z.output<NonNullable<typeof contract.listStudentClassAssignments.body>>;

const pageOf = (body: { page: number; per_page: number }) => ({
  limit: body.per_page,
  offset: (body.page - 1) * body.per_page,
});

/** Lists of assignments: a class's, a teacher's recent work by kit, a student's two tabs. */
export function createListsService(deps: {
  db: Database;
  viewers: ViewerService;
  reader: AssignmentReader;
}) {
  const { viewers, reader } = deps;
  const groupsRepo = createGroupsRepository(deps.db);

  async function pageOfAssignments(filter: AssignmentFilter, body: PageBody) {
    const [count, results] = await Promise.all([
      reader.rows.count(filter),
      reader.assignments({ filter, order: 'due', page: pageOf(body) }),
    ]);
    return pageResult(results, count, body.page, body.per_page);
  }

  return {
    async classroom(user: AuthUser, body: ClassroomBody) {
      const { viewer } = await viewers.viewerWithClass(user, body.class_id);
      return pageOfAssignments({ viewer, classId: body.class_id, state: body.state }, body);
    },

    /** Open work of the teacher's classes grouped by kit or activity, newest group first. */
    async groupedRecent(user: AuthUser, body: PageBody) {
      const filter: AssignmentFilter = { viewer: await viewers.reachOf(user), state: 'active' };
      const { limit, offset } = pageOf(body);
      const { total, groups, members } = await groupsRepo.recentGroups(filter, limit, offset);
      const presented = await reader.withMembers(
        groups.map((group) => group.rows),
        members,
      );
      const results = groups.flatMap((group, index) => {
        const [first, ...rest] = presented[index] ?? [];
        return first ? [presentWorkGroup(group, [first, ...rest])] : [];
      });
      return pageResult(results, total, body.page, body.per_page);
    },

    /** Tab 1: open work the student has not completed; tab 2: work completed by them or closed. */
    async studentClass(user: AuthUser, body: StudentBody) {
      const filter: AssignmentFilter = { viewer: await viewers.reachOf(user) };
      const { count, results } = await reader.studentTab(user.id, filter, body.tab, pageOf(body));
      return pageResult(results, count, body.page, body.per_page);
    },
  };
}
