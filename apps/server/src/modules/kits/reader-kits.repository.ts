import { createHash } from 'node:crypto';
import { and, asc, eq, exists, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { kits, organisations, topics } from '../../db/schema/index.js';
import type { KitAssignmentSource } from './kit-assignments.js';
import {
  containsPattern,
  kitDueDateSql,
  kitStatusSql,
  type ReaderSql,
  visibleKitsSql,
} from './kit-visibility.js';
import type { KitReader } from './kits.policy.js';

const userId = sql.placeholder('userId');
const schoolId = sql.placeholder('schoolId');
const classId = sql.placeholder('classId');
const pattern = sql.placeholder('pattern');
const kitIds = sql.placeholder('kitIds');
const kitId = sql.placeholder('kitId');
const kitToken = sql.placeholder('kitToken');

/** The reader of a statement, each value a placeholder filled in per call. */
const readerOfKind = (userType: KitReader['userType']): ReaderSql => ({
  userType,
  userId,
  schoolId,
  classId: userType === 'S' ? classId : null,
});

/** The values of a reader's placeholders. */
const valuesOf = (reader: KitReader) => ({
  userId: reader.userId,
  schoolId: reader.schoolId,
  classId: reader.classId,
});

/** A kit's title, description or one of its live topics' titles contains the pattern. */
function kitMatchesSql(db: Database): SQL<boolean> {
  const topicMatches = db
    .select({ one: sql`1` })
    .from(topics)
    .where(and(eq(topics.kitId, kits.id), isNull(topics.retiredAt), ilike(topics.title, pattern)));
  return sql<boolean>`(${or(ilike(kits.title, pattern), ilike(kits.description, pattern), exists(topicMatches))})`;
}

const readerSchool = alias(organisations, 'reader_school');

/**
 * A statement's name: what it reads, with a hash of its text. The assignment source's SQL is
 * part of the text, and two apps on one database may be given different sources (tests do), so
 * the same name must never be prepared with another text on a connection.
 */
const statementName = (what: string, query: { toSQL(): { sql: string } }) =>
  `${what}_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 12)}`;

/** The statement kept under `name`, prepared by `prepare` when first asked. */
function preparedOnce<S>(kept: Map<string, S>, name: string, prepare: () => S): S {
  let statement = kept.get(name);
  if (!statement) {
    statement = prepare();
    kept.set(name, statement);
  }
  return statement;
}

/**
 * Kits with what one reader has of them, read on every call: the kit's version (which finds its
 * shared facts and content in the catalogue) and the reader's status and nearest due date. Each
 * read is one statement prepared once per kind of reader (neither the query builder nor the
 * planner runs again per call), on the app's database, never inside a transaction.
 */
export function createReaderKitsRepository(db: Database, source: KitAssignmentSource) {
  const readerFields = (reader: ReaderSql) => ({
    id: kits.id,
    sourceHash: kits.sourceHash,
    updatedAt: kits.updatedAt,
    status: kitStatusSql(reader, source),
    dueDate: kitDueDateSql(reader, source),
  });

  /** The kits a kind of reader may see, of some ids or all, matching a pattern or not. */
  function prepareVisible(
    name: string,
    kind: KitReader['userType'],
    search: boolean,
    some: boolean,
  ) {
    const reader = readerOfKind(kind);
    const query = db
      .select({
        ...readerFields(reader),
        found: search ? kitMatchesSql(db) : sql<boolean>`true`,
      })
      .from(kits)
      .where(
        and(
          visibleKitsSql(db, reader, source),
          some ? sql`${kits.id} = any(${kitIds}::int[])` : undefined,
        ),
      )
      .orderBy(asc(kits.title), asc(kits.id));
    return query.prepare(statementName(name, query));
  }

  /** One kit by id or token for a kind of reader, with the reader's school. */
  function prepareFind(name: string, kind: KitReader['userType'], by: 'id' | 'token') {
    const reader = readerOfKind(kind);
    const assigned =
      kind === 'S'
        ? sql<boolean>`${kits.id} in (${source.kitsAssignedToClass(classId)})`
        : sql<boolean>`false`;
    const query = db
      .select({
        ...readerFields(reader),
        assigned,
        school: { id: readerSchool.id, parentId: readerSchool.parentId },
      })
      .from(kits)
      .leftJoin(readerSchool, eq(readerSchool.id, schoolId))
      .where(by === 'id' ? eq(kits.id, kitId) : eq(kits.token, kitToken));
    return query.prepare(statementName(name, query));
  }

  const visibleStatements = new Map<string, ReturnType<typeof prepareVisible>>();
  const findStatements = new Map<string, ReturnType<typeof prepareFind>>();

  return {
    /**
     * The kits the reader may see (of `kitIds`, when given) by title then id, each telling
     * whether it matches `search` (always, without one).
     */
    async visible(
      reader: KitReader,
      options: { kitIds?: number[]; search?: string | undefined } = {},
    ) {
      const { kitIds, search } = options;
      // A student without a class sees no kit at all.
      if (kitIds?.length === 0 || (reader.userType === 'S' && reader.classId === null)) return [];
      const kind = reader.userType;
      const some = kitIds !== undefined;
      const name = `kits_visible_${kind}${search ? '_search' : ''}${some ? '_some' : ''}`;
      const statement = preparedOnce(visibleStatements, name, () =>
        prepareVisible(name, kind, Boolean(search), some),
      );
      return statement.execute({
        ...valuesOf(reader),
        pattern: search ? containsPattern(search) : null,
        kitIds: kitIds ?? null,
      });
    },

    /**
     * One kit by id or token, whoever may see it (the caller decides), for a student whether it
     * is assigned to their class, with the reader's school (which decides whose private kits
     * they see). A student without a class finds none.
     */
    async find(reader: KitReader, ref: { id?: number | undefined; token?: string | undefined }) {
      if (reader.userType === 'S' && reader.classId === null) return null;
      const kind = reader.userType;
      const by = ref.id !== undefined ? 'id' : 'token';
      const name = `kits_find_${kind}_${by}`;
      const statement = preparedOnce(findStatements, name, () => prepareFind(name, kind, by));
      const [row] = await statement.execute({
        ...valuesOf(reader),
        kitId: ref.id ?? null,
        kitToken: ref.token ?? '',
      });
      return row ?? null;
    },
  };
}

export type ReaderKitsRepository = ReturnType<typeof createReaderKitsRepository>;
export type ReaderKitRow = Awaited<ReturnType<ReaderKitsRepository['visible']>>[number];
