import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerHeaders, answers, learningEvents } from '../../../db/schema/index.js';
import { useActivityTest } from '../../../test/activity-world.js';
import { attemptEvent } from './attempt-event.js';
import { createDraftAnswerStatement } from './draft-answer.statement.js';

const { t, w, freshDraft } = useActivityTest();

const AT = new Date('2028-02-29T23:59:30Z');

/** A fresh student's draft of the world's quiz, as its row. */
async function draftOfFreshStudent() {
  const { attemptId } = await freshDraft();
  const [attempt] = await t.db.select().from(answerHeaders).where(eq(answerHeaders.id, attemptId));
  if (!attempt) throw new Error('no draft');
  return attempt;
}

const question = (i: number) => w.quiz.questions[i]?.id ?? 0;
const option = (q: number, o: number) => w.quiz.questions[q]?.options[o]?.id ?? 0;

/** A save of one option to a question of the draft, with its event, `seconds` after AT. */
function saveOf(
  attempt: typeof answerHeaders.$inferSelect,
  questionId: number,
  optionId: number,
  seconds = 0,
) {
  const at = new Date(AT.getTime() + seconds * 1000);
  const save: Parameters<ReturnType<typeof createDraftAnswerStatement>> = [
    {
      organisationId: attempt.organisationId,
      answerHeaderId: attempt.id,
      activityDetailId: questionId,
      optionIds: [optionId],
      isCorrect: null,
      answeredAt: at,
    },
    attemptEvent({ attempt, activity: w.quiz.activity, work: null }, 'answer_question', at, {
      activityDetailId: questionId,
    }),
  ];
  return save;
}

/** The attempts' answers with the transaction that wrote each (`xmin`). */
function answersWritten(attemptIds: number[]) {
  return t.db
    .select({
      attemptId: answers.answerHeaderId,
      questionId: answers.activityDetailId,
      optionIds: answers.optionIds,
      writtenBy: sql<string>`${answers}.xmin::text`,
    })
    .from(answers)
    .where(inArray(answers.answerHeaderId, attemptIds))
    .orderBy(asc(answers.answerHeaderId), asc(answers.activityDetailId));
}

describe('draft answers saved at once share one statement', () => {
  it('writes every save of a turn, its event and its attempt’s place, in one transaction', async () => {
    const save = createDraftAnswerStatement(t.db);
    const first = await draftOfFreshStudent();
    const second = await draftOfFreshStudent();

    const saved = await Promise.all([
      save(...saveOf(first, question(0), option(0, 1))),
      save(...saveOf(second, question(2), option(2, 1))),
      save(...saveOf(first, question(1), option(1, 0), 1)),
      // Answered after the third question, so the attempt is left at the second.
      save(...saveOf(second, question(1), option(1, 1), 1)),
      // The same answer again, whose choice replaces the first's, as one after the other.
      save(...saveOf(first, question(0), option(0, 0), 2)),
    ]);

    expect(saved.map((answer) => [answer.activityDetailId, answer.optionIds])).toEqual([
      [question(0), [option(0, 1)]],
      [question(2), [option(2, 1)]],
      [question(1), [option(1, 0)]],
      [question(1), [option(1, 1)]],
      [question(0), [option(0, 0)]],
    ]);
    expect(saved[4]?.id).toBe(saved[0]?.id);
    expect(saved[0]?.answeredAt).toEqual(AT);
    expect(saved[4]?.answeredAt).toEqual(new Date(AT.getTime() + 2000));

    const stored = await answersWritten([first.id, second.id]);
    expect(stored.map(({ writtenBy, ...answer }) => answer)).toEqual(
      [
        { attemptId: first.id, questionId: question(0), optionIds: [option(0, 0)] },
        { attemptId: first.id, questionId: question(1), optionIds: [option(1, 0)] },
        { attemptId: second.id, questionId: question(1), optionIds: [option(1, 1)] },
        { attemptId: second.id, questionId: question(2), optionIds: [option(2, 1)] },
      ].sort((a, b) => a.attemptId - b.attemptId || a.questionId - b.questionId),
    );
    // One statement, so one transaction, wrote them all.
    expect(new Set(stored.map((answer) => answer.writtenBy)).size).toBe(1);

    const events = await t.db
      .select({ attemptId: learningEvents.attemptId, questionId: learningEvents.activityDetailId })
      .from(learningEvents)
      .where(
        and(
          inArray(learningEvents.attemptId, [first.id, second.id]),
          eq(learningEvents.kind, 'answer_question'),
        ),
      )
      .orderBy(asc(learningEvents.seq));
    expect(events).toHaveLength(5);
    expect(events).toEqual(
      expect.arrayContaining([
        { attemptId: first.id, questionId: question(0) },
        { attemptId: first.id, questionId: question(1) },
        { attemptId: second.id, questionId: question(1) },
        { attemptId: second.id, questionId: question(2) },
      ]),
    );

    const places = await t.db
      .select({
        id: answerHeaders.id,
        at: answerHeaders.lastDetailId,
        updatedAt: answerHeaders.updatedAt,
      })
      .from(answerHeaders)
      .where(inArray(answerHeaders.id, [first.id, second.id]))
      .orderBy(asc(answerHeaders.id));
    expect(places).toEqual(
      [
        { id: first.id, at: question(0), updatedAt: new Date(AT.getTime() + 2000) },
        { id: second.id, at: question(1), updatedAt: new Date(AT.getTime() + 1000) },
      ].sort((a, b) => a.id - b.id),
    );
  });

  it('fails only the save that cannot be stored, and keeps the others of its turn', async () => {
    const save = createDraftAnswerStatement(t.db);
    const first = await draftOfFreshStudent();
    const second = await draftOfFreshStudent();
    const noSuchQuestion = 2_000_000_000;

    const settled = await Promise.allSettled([
      save(...saveOf(first, question(0), option(0, 2))),
      save(...saveOf(second, noSuchQuestion, option(0, 0))),
      save(...saveOf(second, question(1), option(1, 1))),
    ]);

    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const stored = await answersWritten([first.id, second.id]);
    expect(stored.map(({ attemptId, questionId }) => [attemptId, questionId])).toEqual(
      [
        [first.id, question(0)],
        [second.id, question(1)],
      ].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
    );
    const events = await t.db
      .select({ questionId: learningEvents.activityDetailId })
      .from(learningEvents)
      .where(
        and(
          inArray(learningEvents.attemptId, [first.id, second.id]),
          eq(learningEvents.kind, 'answer_question'),
        ),
      );
    expect(events.map((event) => event.questionId).sort()).toEqual(
      [question(0), question(1)].sort(),
    );
  });
});
