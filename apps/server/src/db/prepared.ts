import { type Column, type SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from './client.js';

/** What a drizzle prepared statement does: run with its placeholders' values. */
interface Executable {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/** The parts of a drizzle handle (the database or a transaction of it) a statement runs through. */
interface Handle {
  session: {
    client: unknown;
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: OrderedFields | undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): Executable;
  };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}

/** A row's fields as drizzle decodes them: each by its path, in the order the row gives them. */
type OrderedFields = { path: string[]; field: Column | SQL }[];

const handleOf = (db: Database) => db as unknown as Handle;

/**
 * A column for a statement early in a transaction: the transaction's later prepared statements run
 * on the plan their connection made once (`plan_cache_mode`, until the transaction ends).
 * PostgreSQL plans a prepared statement afresh on every call while its plans for the values given
 * look cheaper than its general plan. A fact's statement carrying its consumers' reads (id lists
 * mostly empty on each call, known only then) looked so and was planned on every call, which took
 * longer than running it. Only for transactions whose later statements are all prepared: the query
 * builder's one-off statements would lose the plan made for their values too.
 */
export const laterPlansKept = sql<string>`set_config('plan_cache_mode', 'force_generic_plan', true)`;

/**
 * A statement built once and run on whichever handle a call passes, the app's database or a
 * transaction of it: drizzle runs a prepared statement on the connection of the handle it was
 * prepared on, so each call runs a copy of it on the handle's own connection (the same text and
 * name: PostgreSQL keeps its plan per connection). It is built on the first handle of each driver
 * (node-postgres, PGlite), whose statements differ; `prepare` must name it uniquely in the app.
 */
export function preparedOnce<S extends Executable>(prepare: (db: Database) => S) {
  const byDriver = new Map<unknown, S>();
  return (db: Database): S => {
    const { session } = handleOf(db);
    let statement = byDriver.get(session.constructor);
    if (!statement) {
      statement = prepare(db);
      byDriver.set(session.constructor, statement);
    }
    if ((statement as unknown as Handle['session']).client === session.client) return statement;
    return Object.assign(Object.create(Object.getPrototypeOf(statement)), statement, {
      client: session.client,
    }) as S;
  };
}

/**
 * A statement for each shape of change or of row (the fields it sets), made on its first use and
 * prepared once, named by its place among the shapes seen in this process (a short name, the
 * same one for every connection).
 */
export function byShape<F extends string, S>(make: (fields: F[], place: number) => S) {
  const made = new Map<string, S>();
  return (fields: readonly F[]): S => {
    const shape = fields.join(',');
    let statement = made.get(shape);
    if (!statement) {
      statement = make([...fields], made.size);
      made.set(shape, statement);
    }
    return statement;
  };
}

/**
 * A raw SQL statement (placeholders for its values, `sql.placeholder`) prepared under `name`: its
 * rows as the driver answers them, typed by the caller.
 */
export function preparedSql<Row>(name: string, query: (db: Database) => SQL) {
  const statement = preparedOnce((db) => {
    const { session, dialect } = handleOf(db);
    return session.prepareQuery(dialect.sqlToQuery(query(db)), undefined, name, false);
  });
  return async (db: Database, values: Record<string, unknown>): Promise<Row[]> => {
    const result = (await statement(db).execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

/**
 * A raw SQL statement prepared under `name` whose rows give the fields of `row` in their order,
 * each decoded as drizzle decodes a select of them (a column by its type, SQL by its decoder).
 */
export function preparedRowsOf<R extends Record<string, Column | SQL>>(
  name: string,
  row: R,
  query: (db: Database) => SQL,
) {
  const fields: OrderedFields = Object.entries(row).map(([key, field]) => ({ path: [key], field }));
  const statement = preparedOnce((db) => {
    const { session, dialect } = handleOf(db);
    return session.prepareQuery(dialect.sqlToQuery(query(db)), fields, name, true);
  });
  return async (db: Database, values: Record<string, unknown>) =>
    (await statement(db).execute(values)) as SelectResultFields<R>[];
}
