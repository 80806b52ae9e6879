import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { groupedBy } from '../../lib/grouped.js';
import { createAssignmentPresenter } from './assignment.presenter.js';
import type { AssignmentFilter } from './assignment-filter.js';
import {
  type AssignmentRow,
  createAssignmentRowsRepository,
  type RowQuery,
} from './assignment-rows.repository.js';
import type { KitFacts, KitFactsCache } from './kit-facts.cache.js';
import { createStudentTabRepository } from './student-tab.repository.js';
import { createSubmissionsRepository, type MemberSubmissions } from './submissions.repository.js';
import {
  activitiesCoveredBy,
  completesWork,
  coveredBy,
  membersByClass,
  studentProgress,
} from './work-progress.js';

/** Each row with how many of its class's active students have completed the work it covers. */
function presentWithMembers(
  found: readonly AssignmentRow[],
  byClass: ReturnType<typeof membersByClass>,
  kits: ReadonlyMap<number, KitFacts>,
  presenter: ReturnType<typeof createAssignmentPresenter>,
) {
  return found.map((row) => {
    const covered = coveredBy(kits, row);
    const classMembers = byClass.get(row.classId) ?? [];
    const completed = classMembers.filter((m) => completesWork(covered, m.submitted)).length;
    return presenter.assignment(row, { completed, total: classMembers.length });
  });
}

/** Which of a student's tabs: 1 open work they have not completed, 2 work completed or closed. */
export type StudentTab = 1 | 2;

/**
 * Reads assignments and presents them in the contract's shapes, with the clock's "now": the rows in
 * one query, their kits from the cache, and how far students are in one more.
 */
export function createAssignmentReader(db: Database, clock: Clock, kitFacts: KitFactsCache) {
  const rows = createAssignmentRowsRepository(db);
  const submissions = createSubmissionsRepository(db);
  const studentTabs = createStudentTabRepository(db);

  const kitsOf = (found: readonly AssignmentRow[]) =>
    kitFacts.of(found.map((row) => ({ kitId: row.kitId, version: row.kitVersion })));

  return {
    rows,
    kitsOf,

    async assignments(query: RowQuery) {
      const found = await rows.rows(query);
      const kits = await kitsOf(found);
      const classIds = [...new Set(found.map((row) => row.classId))];
      const members = await submissions.membersOf(classIds, activitiesCoveredBy(kits, found));
      const presenter = createAssignmentPresenter(kits, clock.now());
      return presentWithMembers(found, membersByClass(members), kits, presenter);
    },

    /**
     * Sets of rows read with their classes' members and hand-ins (of at least the activities the
     * rows cover), each set presented as `assignments` presents its rows.
     */
    async withMembers(rowSets: readonly AssignmentRow[][], members: readonly MemberSubmissions[]) {
      const kits = await kitsOf(rowSets.flat());
      const presenter = createAssignmentPresenter(kits, clock.now());
      const byClass = membersByClass(members);
      return rowSets.map((found) => presentWithMembers(found, byClass, kits, presenter));
    },

    /**
     * One page of a student's tab, soonest due first, and how many it has: the class's work is
     * read whole, since which tab it is on depends on the student's own hand-ins.
     */
    async studentTab(
      studentId: number,
      filter: AssignmentFilter,
      tab: StudentTab,
      page: { limit: number; offset: number },
    ) {
      const { rows: found, attempts, returns } = await studentTabs.sceneOf(studentId, filter);
      const kits = await kitsOf(found);
      const presenter = createAssignmentPresenter(kits, clock.now());
      const returnsOf = groupedBy(returns, (r) => r.assignmentId);
      const shown = found
        .map((row) => {
          const mine = studentProgress(coveredBy(kits, row), attempts);
          return presenter.studentAssignment(row, mine, returnsOf.get(row.id) ?? []);
        })
        .filter((assignment) => {
          const onFirstTab = assignment.state === 'active' && assignment.my_status !== 'Completed';
          return tab === 1 ? onFirstTab : !onFirstTab;
        });
      return { count: shown.length, results: shown.slice(page.offset, page.offset + page.limit) };
    },

    /** The given assignments (of any state), in class order; the caller checked their scope. */
    async byIds(assignmentIds: number[]) {
      if (assignmentIds.length === 0) return [];
      return this.assignments({ filter: { ids: assignmentIds, state: 'any' }, order: 'class' });
    },

    async one(assignmentId: number) {
      const [shown] = await this.byIds([assignmentId]);
      if (!shown) throw new Error(`assignment ${assignmentId} could not be read`);
      return shown;
    },
  };
}

export type AssignmentReader = ReturnType<typeof createAssignmentReader>;
