import { activities } from '@kitlab/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerHeaders, answers } from '../../../db/schema/index.js';
import { type ActivityWorld, useActivityTest } from '../../../test/activity-world.js';
import { uploadThroughApi } from '../../../test/uploads.js';
import { fileQueries } from './answer-files.repository.js';
import { attemptRowQueries } from './attempt-rows.repository.js';
import { createReturnedWorkRepository } from './returned-work.repository.js';
import { sheetRecordOf } from './sheet-record.js';

const { t, w, as, tokenOf, freshDraft } = useActivityTest();
type Student = Awaited<ReturnType<ActivityWorld['freshStudent']>>;
const step = (index: number) => w.quest.steps[index]?.id ?? 0;

async function photo(student: Student) {
  const { key } = await uploadThroughApi(t, await tokenOf(student), 'image/jpeg');
  return key;
}

/** The attempt's sheet as the attempts module's record reads give it, one table at a time. */
async function readTableByTable(attemptId: number) {
  const files = fileQueries(t.db);
  const returns = createReturnedWorkRepository(t.db);
  const [attempt] = await t.db.select().from(answerHeaders).where(eq(answerHeaders.id, attemptId));
  if (!attempt) throw new Error('no such attempt');
  const saved = await t.db
    .select()
    .from(answers)
    .where(eq(answers.answerHeaderId, attemptId))
    .orderBy(asc(answers.id));
  const returned = await returns.returnsOf([attemptId]);
  const latest = await attemptRowQueries(t.db).latest(attempt.studentId, attempt.activityId);
  const pages = await files.offlinePagesOf([attemptId]);
  return {
    attempt,
    expected: {
      record: {
        attempt,
        answers: saved,
        files: await files.filesOfAnswers(saved.map((a) => a.id)),
        pages: pages.map(({ answerHeaderId: _, ...page }) => page),
        returns: returned,
      },
      earlier: await returns.earlierAnswersOf(returned.map((r) => r.id)),
      isLatest: latest?.id === attemptId,
    },
  };
}

async function expectSameAsTableByTable(attemptId: number) {
  const { attempt, expected } = await readTableByTable(attemptId);
  expect(await sheetRecordOf(t.db, attempt)).toEqual(expected);
  return expected;
}

describe('the response sheet read in one statement', () => {
  it('reads answers with their files, returns and the answers and files kept before each', async () => {
    const student = await w.freshStudent();
    const id = (
      await as(student).call(activities.saveStepResponse, {
        body: {
          activity_id: w.quest.activity.id,
          activity_detail_id: step(0),
          keys: [await photo(student), await photo(student)],
        },
      })
    ).answer_header_id as number;
    await as(student).call(activities.saveStepResponse, {
      body: { activity_id: w.quest.activity.id, activity_detail_id: step(1), text: 'Two.' },
    });
    await expectSameAsTableByTable(id);
    await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
    await as(w.teacher).call(activities.markResponses, {
      body: {
        answer_header_id: id,
        marks: [
          { activity_detail_id: step(0), marks_obtained: 0, comment: 'Good.' },
          { activity_detail_id: step(1), marks_obtained: 0 },
        ],
        comment: 'Nearly.',
      },
    });
    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, note: 'Again, please.' },
    });
    await as(student).call(activities.saveStepResponse, {
      body: {
        activity_id: w.quest.activity.id,
        activity_detail_id: step(0),
        keys: [await photo(student)],
      },
    });
    t.clock.advance(60_000);
    await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, activity_detail_id: step(1), note: 'Only this one.' },
    });
    const { record, earlier, isLatest } = await expectSameAsTableByTable(id);
    expect(record.files).toHaveLength(1);
    expect(record.returns).toHaveLength(2);
    expect(earlier.rows).toHaveLength(3);
    expect(earlier.files).toHaveLength(2);
    expect(isLatest).toBe(true);
  });

  it("tells an earlier attempt from its student's latest", async () => {
    const { student, attemptId: id } = await freshDraft(w.worksheet.activity.id);
    await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
    expect((await expectSameAsTableByTable(id)).isLatest).toBe(true);
    const { attempt } = await readTableByTable(id);
    const { id: _, ...first } = attempt;
    const [later] = await t.db
      .insert(answerHeaders)
      .values({ ...first, attemptNumber: attempt.attemptNumber + 1, status: 'DR' })
      .returning();
    expect((await expectSameAsTableByTable(id)).isLatest).toBe(false);
    expect((await expectSameAsTableByTable(later?.id ?? 0)).isLatest).toBe(true);
  });

  it("reads a paper worksheet's pages", async () => {
    const { student, attemptId: id } = await freshDraft(w.worksheet.activity.id);
    for (let page = 0; page < 2; page++) {
      await as(student).call(activities.addWorksheetPage, {
        body: { activity_id: w.worksheet.activity.id, key: await photo(student) },
      });
    }
    await as(student).call(activities.completeAnswer, { params: { id }, body: {} });
    expect((await expectSameAsTableByTable(id)).record.pages).toHaveLength(2);
    await as(w.teacher).call(activities.returnResponse, {
      body: { answer_header_id: id, note: 'All.' },
    });
    expect((await expectSameAsTableByTable(id)).earlier.files).toHaveLength(2);
  });
});
