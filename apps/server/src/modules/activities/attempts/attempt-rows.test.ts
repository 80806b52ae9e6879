import { activities } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../../db/transaction.js';
import { useActivityTest } from '../../../test/activity-world.js';
import { planMode } from '../../../test/plan-mode.js';
import { attemptRowQueries, lockAttempt } from './attempt-rows.repository.js';

const { t, w, as } = useActivityTest();

describe("locking or handing in an attempt keeps the rest of its transaction's plans", () => {
  it('runs the later statements of the transaction on their kept plans, and only those', async () => {
    const student = await w.freshStudent();
    const saved = await as(student).call(activities.saveStepResponse, {
      body: {
        activity_id: w.quest.activity.id,
        activity_detail_id: w.quest.steps[0]?.id ?? 0,
        text: 'One.',
      },
    });
    const attemptId = saved.answer_header_id as number;
    const before = await planMode(t.db);
    expect(before).not.toBe('force_generic_plan');

    const seen = await inTransaction(t.db, async (tx) => {
      const untouched = await planMode(tx);
      const locked = await lockAttempt(tx, attemptId);
      return { untouched, locked, after: await planMode(tx) };
    });
    expect(seen.untouched).toBe(before);
    expect(seen.locked?.id).toBe(attemptId);
    expect(seen.after).toBe('force_generic_plan');

    const withLatest = await inTransaction(t.db, async (tx) => {
      const row = await attemptRowQueries(tx).lockWithLatest(attemptId);
      return { row, after: await planMode(tx) };
    });
    expect(withLatest.row).toEqual({ attempt: seen.locked, isLatest: true });
    expect(withLatest.after).toBe('force_generic_plan');

    const handedIn = await inTransaction(t.db, async (tx) => {
      const at = new Date('2028-02-29T23:59:00Z');
      const row = await attemptRowQueries(tx).handIn(attemptId, {
        marksObtained: null,
        totalMarks: 2,
        timeSpentMs: 60_000,
        at,
      });
      return { row, after: await planMode(tx) };
    });
    expect(handedIn.row).toMatchObject({ id: attemptId, status: 'S', totalMarks: 2 });
    expect(handedIn.row).not.toHaveProperty('laterPlansKept');
    expect(handedIn.after).toBe('force_generic_plan');
    expect(await planMode(t.db)).toBe(before);
  });
});
