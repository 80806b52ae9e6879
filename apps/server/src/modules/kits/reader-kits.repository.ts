import { and, asc, eq, exists, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { kits, topics } from '../../db/schema/index.js';
import type { KitAssignmentSource } from './kit-assignments.js';
import { containsPattern, kitDueDateSql, kitStatusSql, visibleKitsSql } from './kit-visibility.js';
import type { KitReader } from './kits.policy.js';

/** A kit's title, description or one of its live topics' titles contains the text. */
function kitMatchesSql(db: Database, text: string): SQL<boolean> {
  const pattern = containsPattern(text);
  const topicMatches = db
    .select({ one: sql`1` })
    .from(topics)
    .where(and(eq(topics.kitId, kits.id), isNull(topics.retiredAt), ilike(topics.title, pattern)));
  return sql<boolean>`(${or(ilike(kits.title, pattern), ilike(kits.description, pattern), exists(topicMatches))})`;
}

/**
 * Kits with what one reader has of them, read on every call: the kit's version (which finds its
 * shared facts and content in the catalogue) and the reader's status and nearest due date.
 */
export function createReaderKitsRepository(db: Database, source: KitAssignmentSource) {
  const readerFields = (reader: KitReader) => ({
    id: kits.id,
    sourceHash: kits.sourceHash,
    updatedAt: kits.updatedAt,
    status: kitStatusSql(reader, source),
    dueDate: kitDueDateSql(reader, source),
  });

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
      if (kitIds?.length === 0) return [];
      return db
        .select({
          ...readerFields(reader),
          found: search ? kitMatchesSql(db, search) : sql<boolean>`true`,
        })
        .from(kits)
        .where(
          and(visibleKitsSql(db, reader, source), kitIds ? inArray(kits.id, kitIds) : undefined),
        )
        .orderBy(asc(kits.title), asc(kits.id));
    },

    /**
     * One kit by id or token, whoever may see it (the caller decides), and for a student whether
     * it is assigned to their class.
     */
    async find(reader: KitReader, ref: { id?: number | undefined; token?: string | undefined }) {
      const where = ref.id !== undefined ? eq(kits.id, ref.id) : eq(kits.token, ref.token ?? '');
      const assigned =
        reader.userType === 'S' && reader.classId !== null
          ? sql<boolean>`${kits.id} in (${source.kitsAssignedToClass(reader.classId)})`
          : sql<boolean>`false`;
      const [row] = await db
        .select({ ...readerFields(reader), assigned })
        .from(kits)
        .where(where);
      return row ?? null;
    },
  };
}

export type ReaderKitsRepository = ReturnType<typeof createReaderKitsRepository>;
export type ReaderKitRow = Awaited<ReturnType<ReaderKitsRepository['visible']>>[number];
