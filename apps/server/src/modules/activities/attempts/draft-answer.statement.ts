import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { answerHeaders, answers, learningEvents } from '../../../db/schema/index.js';
import { insertLearningEvents, type NewLearningEvent } from '../../learning-events/index.js';

type NewAnswer = typeof answers.$inferInsert;

/** What a save answers with, of the answer it stored (its marks and comment it leaves alone). */
const savedFields = {
  id: answers.id,
  activityDetailId: answers.activityDetailId,
  optionIds: answers.optionIds,
  text: answers.text,
  blanks: answers.blanks,
  answeredAt: answers.answeredAt,
};
export type SavedDraftAnswer = {
  [K in keyof typeof savedFields]: (typeof answers.$inferSelect)[K];
};

/** The answer's fields a draft's save sends, each one a placeholder of the statement. */
const ANSWER_FIELDS = [
  'organisationId',
  'answerHeaderId',
  'activityDetailId',
  'optionIds',
  'text',
  'blanks',
  'isCorrect',
  'answeredAt',
] as const satisfies readonly (keyof NewAnswer)[];

const answerParam = (field: string) => `answer_${field}`;
const eventParam = (field: string) => `event_${field}`;
const answerPlaceholder = (field: string) => sql.placeholder(answerParam(field));
const eventPlaceholder = (field: string) => sql.placeholder(eventParam(field));

/**
 * A new answer to a question replaces the attempt's earlier answer to it, field by field, as
 * inserted (the columns' defaults for fields left out): every save of an answer sets this.
 */
export const fromNewAnswer = {
  optionIds: sql`excluded.option_ids`,
  text: sql`excluded.text`,
  blanks: sql`excluded.blanks`,
  isCorrect: sql`excluded.is_correct`,
  answeredAt: sql`excluded.answered_at`,
};

/** Every field an event may set, in a fixed order. */
const EVENT_FIELDS = Object.keys(
  getTableColumns(learningEvents),
).sort() as (keyof NewLearningEvent)[];

/** The fields an event sets, in that order: events of one shape share one statement. */
const fieldsOf = (event: NewLearningEvent) =>
  EVENT_FIELDS.filter((field) => event[field] !== undefined);

/** Each field's placeholder, named once rather than on every save. */
const ANSWER_PARAMS = ANSWER_FIELDS.map((field) => [field, answerParam(field)] as const);
const EVENT_PARAMS = new Map(EVENT_FIELDS.map((field) => [field, eventParam(field)]));
/** What an answer's lists are when it leaves them out; any other field left out is null. */
const ANSWER_DEFAULTS: Partial<Record<(typeof ANSWER_FIELDS)[number], unknown>> = {
  optionIds: [],
  blanks: [],
};

function prepare(db: Database, eventFields: readonly (keyof NewLearningEvent)[], name: string) {
  const placed = db.$with('placed').as(
    db
      .update(answerHeaders)
      .set({
        lastDetailId: answerPlaceholder('activityDetailId') as never,
        updatedAt: answerPlaceholder('answeredAt') as never,
      })
      .where(eq(answerHeaders.id, answerPlaceholder('answerHeaderId')))
      .returning({ id: answerHeaders.id }),
  );
  const event = Object.fromEntries(
    eventFields.map((field) => [field, eventPlaceholder(field)]),
  ) as unknown as NewLearningEvent;
  const recorded = db
    .$with('recorded')
    .as(insertLearningEvents(db, [event]).returning({ seq: learningEvents.seq }));
  const values = Object.fromEntries(
    ANSWER_FIELDS.map((field) => [field, answerPlaceholder(field)]),
  ) as unknown as NewAnswer;
  return db
    .with(placed, recorded)
    .insert(answers)
    .values(values)
    .onConflictDoUpdate({
      target: [answers.answerHeaderId, answers.activityDetailId],
      set: fromNewAnswer,
    })
    .returning(savedFields)
    .prepare(name);
}

/**
 * The one statement of a draft's answer saved with its learning event: the answer (replacing an
 * earlier one to the question), the attempt's place and time of change, and the event
 * (data-modifying CTEs all run, whatever the main statement returns). Prepared on first use for
 * each shape of event, on `db` itself, never inside a transaction.
 */
export function createDraftAnswerStatement(db: Database) {
  const prepared = new Map<string, ReturnType<typeof prepare>>();
  return async (values: NewAnswer, event: NewLearningEvent): Promise<SavedDraftAnswer> => {
    const fields = fieldsOf(event);
    const shape = fields.join(',');
    let statement = prepared.get(shape);
    if (!statement) {
      statement = prepare(db, fields, `save_draft_answer_${prepared.size + 1}`);
      prepared.set(shape, statement);
    }
    const params: Record<string, unknown> = {};
    for (const [field, param] of ANSWER_PARAMS) {
      params[param] = values[field] ?? ANSWER_DEFAULTS[field] ?? null;
    }
    for (const field of fields) params[EVENT_PARAMS.get(field) as string] = event[field];
    const [row] = await statement.execute(params);
    if (!row) throw new Error('answer upsert failed');
    return row;
  };
}
