import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { columnNames } from '../../../db/column-names.js';
import { refusedByDatabase } from '../../../db/database-errors.js';
import { jsonRecords } from '../../../db/json-insert.js';
import { preparedRowsOf } from '../../../db/prepared.js';
import { answerHeaders, answers } from '../../../db/schema/index.js';
import { gatheredPerTurn } from '../../../lib/gathered-calls.js';
import { type NewLearningEvent, storedEvents } from '../../learning-events/index.js';

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

/** The answer's fields a draft's save gives. */
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

/** What an answer's lists are when it leaves them out; any other field left out is null. */
const ANSWER_DEFAULTS: Partial<Record<(typeof ANSWER_FIELDS)[number], unknown>> = {
  optionIds: [],
  blanks: [],
};

const answerColumns = getTableColumns(answers);
const answerRecords = jsonRecords(answerColumns, ANSWER_FIELDS);
/** Each attempt's place: the question it was last answered at, and when. */
const placeRecords = jsonRecords(getTableColumns(answerHeaders), [
  'id',
  'lastDetailId',
  'updatedAt',
]);

const replaced = sql.join(
  Object.entries(fromNewAnswer).map(
    ([field, value]) =>
      sql`${sql.identifier(answerColumns[field as keyof typeof fromNewAnswer].name)} = ${value}`,
  ),
  sql`, `,
);

/**
 * Answers saved into drafts with their learning events in one statement: each answer (replacing
 * an earlier one to its question), each attempt's place and time of change, and the events
 * (data-modifying CTEs all run, whatever the main statement returns). One shape for any number
 * of saves: the rows go as JSON placeholders.
 */
const saveDraftAnswers = preparedRowsOf(
  'save_draft_answers',
  { ...savedFields, answerHeaderId: answers.answerHeaderId },
  () => sql`with place as (${placeRecords.select('places')}),
    locked as materialized (
      select ${answerHeaders.id} from ${answerHeaders}
      where ${answerHeaders.id} in (select id from place)
      order by ${answerHeaders.id} for no key update
    ),
    placed as (
      update ${answerHeaders} set ${sql.identifier(answerHeaders.lastDetailId.name)} = place.last_detail_id,
        ${sql.identifier(answerHeaders.updatedAt.name)} = place.updated_at
      from locked join place using (id)
      where ${answerHeaders.id} = locked.id
    ),
    recorded as (${storedEvents.insert})
    insert into ${answers} (${answerRecords.names}) ${answerRecords.select('answers')}
    on conflict (${columnNames([answers.answerHeaderId, answers.activityDetailId])})
    do update set ${replaced}
    returning ${columnNames([...Object.values(savedFields), answers.answerHeaderId])}`,
);

interface DraftSave {
  values: NewAnswer;
  event: NewLearningEvent;
}

type AnswerRow = Partial<Record<(typeof ANSWER_FIELDS)[number], unknown>>;

/** The answer's row as a save stores it: each field given, or its default. */
function answerRowOf(values: NewAnswer): AnswerRow {
  const row: AnswerRow = {};
  for (const field of ANSWER_FIELDS) row[field] = values[field] ?? ANSWER_DEFAULTS[field] ?? null;
  return row;
}

const answerKey = (attemptId: number, questionId: number) => `${attemptId}:${questionId}`;
const keyOf = (values: NewAnswer) => answerKey(values.answerHeaderId, values.activityDetailId);

/**
 * Statements that save answers of several attempts take their rows' locks in one order, so two of
 * them never wait on each other: the answers by attempt and question (an insert takes its rows in
 * the order given), then the attempts by id (`locked`; the attempts' update runs after the main
 * insert, as a data-modifying CTE the main statement does not read).
 */
const inLockOrder = (a: NewAnswer, b: NewAnswer) =>
  a.answerHeaderId - b.answerHeaderId || a.activityDetailId - b.activityDetailId;

/**
 * The saves in one statement, each answered its stored answer, as if they ran one after the
 * other in the order made: of two saves of one answer the later's values are stored (an insert
 * cannot write a row twice) and the earlier is answered its own; the later of an attempt's saves
 * leaves it at its question; every save's event is stored.
 */
async function saveAll(db: Database, saves: readonly DraftSave[]): Promise<SavedDraftAnswer[]> {
  const latest = new Map<string, NewAnswer>();
  const places = new Map<number, { id: number; lastDetailId: number; updatedAt: unknown }>();
  for (const { values } of saves) {
    latest.set(keyOf(values), values);
    places.set(values.answerHeaderId, {
      id: values.answerHeaderId,
      lastDetailId: values.activityDetailId,
      updatedAt: values.answeredAt,
    });
  }
  const stored = await saveDraftAnswers(db, {
    answers: answerRecords.jsonOf([...latest.values()].sort(inLockOrder).map(answerRowOf)),
    places: placeRecords.jsonOf([...places.values()]),
    events: storedEvents.jsonOf(saves.map((save) => save.event)),
  });
  const byAnswer = new Map(
    stored.map(({ answerHeaderId, ...saved }) => [
      answerKey(answerHeaderId, saved.activityDetailId),
      saved,
    ]),
  );
  return saves.map(({ values }) => {
    const key = keyOf(values);
    const saved = byAnswer.get(key);
    if (!saved) throw new Error('answer upsert failed');
    if (latest.get(key) === values) return saved;
    const { optionIds, text, blanks, answeredAt } = answerRowOf(values) as SavedDraftAnswer;
    return { ...saved, optionIds, text, blanks, answeredAt };
  });
}

/** The most saves one statement takes: a class answering at once, with room. */
const MOST_SAVES_AT_ONCE = 64;

/**
 * A draft's answer saved with its learning event. Saves made in the same turn of the event loop
 * (students of a class answering at once) share one statement, on `db` itself, never inside a
 * transaction. A statement the database refuses is run again for each save alone, so a save fails
 * only for its own reason.
 */
export function createDraftAnswerStatement(db: Database) {
  const save = gatheredPerTurn<DraftSave, SavedDraftAnswer>({
    run: (saves) => saveAll(db, saves),
    most: MOST_SAVES_AT_ONCE,
    // Saves run again alone only when nothing of theirs was stored: events are not idempotent.
    runAgainAfter: refusedByDatabase,
  });
  return (values: NewAnswer, event: NewLearningEvent): Promise<SavedDraftAnswer> =>
    save({ values, event });
}
