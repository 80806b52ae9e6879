import { gradebook, reports } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useAssignmentTest } from '../../../test/assignment-world.js';
import { useReportTables } from '../../../test/report-tables-world.js';
import { zodReadsWriting } from '../../../test/zod-reads.js';

const { t, w, tokenOf } = useAssignmentTest();
const r = useReportTables(t, w);

/**
 * The tables are the largest answers of a teacher's day; zod building a copy of each was about
 * half of writing one (decision 0053). Their answers are built to fit their schemas as they are.
 */
describe('the report tables and the gradebook', () => {
  it('are written as their services build them, zod copying none of them', async () => {
    const token = await tokenOf(w.teacher);
    const sixA = { class_id: w.sixA.id };
    const written = [
      await zodReadsWriting(t, token, reports.getDetailedTable, { query: sixA }),
      await zodReadsWriting(t, token, reports.getDetailedTableNew, { body: sixA }),
      await zodReadsWriting(t, token, reports.postDetailedTable, {
        body: { ...sixA, activity_id: r.quiz.id, sort: 'score' },
      }),
      await zodReadsWriting(t, token, gradebook.getClassGradebook, { query: sixA }),
    ];
    for (const { status, body } of written) {
      expect(status).toBe(200);
      expect(JSON.stringify(body)).toContain('Amara');
    }
    expect(written.map(({ reads }) => reads)).toEqual([0, 0, 0, 0]);
  });
});
