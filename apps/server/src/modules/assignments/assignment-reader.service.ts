import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createAssignmentPresenter } from './assignment.presenter.js';
import { createAssignmentRowsRepository, type RowQuery } from './assignment-rows.repository.js';
import { openReturnsOfStudent } from './student-returns.repository.js';

/** Reads assignments and presents them in the contract's shapes, with the clock's "now". */
export function createAssignmentReader(db: Database, clock: Clock) {
  const rows = createAssignmentRowsRepository(db);

  async function presenterFor(kitIds: number[]) {
    return createAssignmentPresenter(await rows.subjectsOfKits(kitIds), clock.now());
  }

  return {
    rows,

    async assignments(query: RowQuery) {
      const found = await rows.rows(query);
      const presenter = await presenterFor(found.map((r) => r.kitId));
      return found.map((row) => presenter.assignment(row));
    },

    async studentAssignments(studentId: number, query: RowQuery) {
      const found = await rows.rowsForStudent(studentId, query);
      const [presenter, returns] = await Promise.all([
        presenterFor(found.map((r) => r.kitId)),
        openReturnsOfStudent(
          db,
          studentId,
          found.map((r) => r.id),
        ),
      ]);
      return found.map((row) =>
        presenter.studentAssignment(
          row,
          returns.filter((r) => r.assignmentId === row.id),
        ),
      );
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
