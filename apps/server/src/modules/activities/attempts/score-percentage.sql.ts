import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The domain's `scorePercentage` in SQL, for a statement that scores many attempts at once:
 * marks over total x 100 within 0 to 100, rounded half up to one decimal, null without marks.
 * Multiplied before dividing and in exact numerics, as the domain's rule is written.
 */
export function scorePercentageSql(marks: SQLWrapper, total: SQLWrapper): SQL<number | null> {
  return sql<number | null>`case when ${marks} is not null and ${total} > 0
    then (round(least(greatest(${marks}, 0), ${total}) * 1000.0 / ${total}) / 10)::float8 end`;
}
