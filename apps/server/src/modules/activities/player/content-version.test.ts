import { activities } from '@kitlab/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities as activityRows, answerOptions, kits } from '../../../db/schema/index.js';
import { useActivityTest } from '../../../test/activity-world.js';

const { t, w, as } = useActivityTest();

describe('an answer saved after its kit is imported again', () => {
  it('is checked against the new content, not the content kept from before', async () => {
    const student = await w.freshStudent();
    const question = w.quiz.questions[0];
    const kept = question?.options[0];
    if (!question || !kept) throw new Error('the quiz has a first question with options');
    const { answer_header_id: id } = await as(student).call(activities.startAttempt, {
      body: { activity_id: w.quiz.activity.id },
    });
    // The first save reads the question's options and keeps them for the kit's version.
    await as(student).call(activities.saveAnswer, {
      params: { id },
      body: { activity_detail_id: question.id, answer: [kept.id] },
    });

    // An import adds an option and writes the kit's new version in the same transaction.
    const added = await t.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(answerOptions)
        .values({
          activityDetailId: question.id,
          position: 9,
          optionText: 'Added',
          isCorrect: false,
        })
        .returning({ id: answerOptions.id });
      await tx
        .update(kits)
        .set({
          sourceHash: 'imported again',
          updatedAt: sql`${kits.updatedAt} + interval '1 second'`,
        })
        .where(eq(kits.id, w.quiz.activity.kitId));
      return row;
    });
    if (!added) throw new Error('the option was added');

    const saved = await as(student).send(activities.saveAnswer, {
      params: { id },
      body: { activity_detail_id: question.id, answer: [added.id] },
    });
    expect(saved.error).toBeUndefined();
    expect(saved.status).toBe(activities.saveAnswer.status ?? 200);
  });

  it('shows the activity as imported again, and as kept while its kit keeps its version', async () => {
    const student = await w.freshStudent();
    const quiz = w.quiz.activity;
    const { answer_header_id: id } = await as(student).call(activities.startAttempt, {
      body: { activity_id: quiz.id },
    });
    const questions = () =>
      as(student).call(activities.listAttemptQuestions, {
        query: { answer_header_id: id, activity_id: quiz.id },
      });
    // The first call keeps the activity's row for the kit's version.
    expect((await questions()).activity.title).toBe(quiz.title);
    const retitle = (title: string) =>
      t.db.update(activityRows).set({ title }).where(eq(activityRows.id, quiz.id));

    // Only an import changes an activity, and it writes the kit's new version with it.
    await retitle('Not an import');
    expect((await questions()).activity.title).toBe(quiz.title);
    await t.db.transaction(async (tx) => {
      await tx
        .update(activityRows)
        .set({ title: 'Imported again' })
        .where(eq(activityRows.id, quiz.id));
      await tx
        .update(kits)
        .set({
          sourceHash: 'imported again',
          updatedAt: sql`${kits.updatedAt} + interval '1 second'`,
        })
        .where(eq(kits.id, quiz.kitId));
    });
    expect((await questions()).activity.title).toBe('Imported again');
  });
});
