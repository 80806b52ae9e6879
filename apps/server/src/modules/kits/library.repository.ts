import type { kits as contract } from '@kitlab/contract';
import {
  and,
  asc,
  count,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  activities,
  grades,
  kitMediaFiles,
  kitSubjects,
  kits,
  lessons,
  subjects,
  topics,
} from '../../db/schema/index.js';
import type { KitAssignmentSource } from './kit-assignments.js';
import { containsPattern, kitDueDateSql, kitStatusSql, visibleKitsSql } from './kit-visibility.js';
import type { KitReader } from './kits.policy.js';

export interface KitFilters {
  grade?: number | undefined;
  subjectIds?: number[] | undefined;
  status?: contract.KitStatus | undefined;
  search?: string | undefined;
}

const liveCount = (table: typeof lessons | typeof topics | typeof activities) =>
  sql<number>`(select count(*) from ${table} where ${table.kitId} = ${kits.id} and ${table.retiredAt} is null)::int`;

/** The library lists: kits, their subjects, filter choices and topics, all SQL in one place. */
export function createLibraryRepository(db: Database, source: KitAssignmentSource) {
  function summarySelect(reader: KitReader) {
    return db
      .select({
        id: kits.id,
        token: kits.token,
        slug: kits.slug,
        title: kits.title,
        description: kits.description,
        gradeId: grades.id,
        grade: grades.number,
        gradeName: grades.name,
        coverFile: kits.coverFile,
        coverAlt: kits.coverAlt,
        coverSha: kitMediaFiles.sha256,
        updatedAt: kits.updatedAt,
        status: kitStatusSql(reader, source),
        dueDate: kitDueDateSql(reader, source),
        lessonCount: liveCount(lessons),
        topicCount: liveCount(topics),
        activityCount: liveCount(activities),
      })
      .from(kits)
      .innerJoin(grades, eq(grades.id, kits.gradeId))
      .leftJoin(
        kitMediaFiles,
        and(eq(kitMediaFiles.kitId, kits.id), eq(kitMediaFiles.path, kits.coverFile)),
      );
  }

  function filtersSql(reader: KitReader, filters: KitFilters): SQL {
    const conditions: (SQL | undefined)[] = [visibleKitsSql(db, reader, source)];
    if (filters.grade !== undefined) conditions.push(eq(grades.number, filters.grade));
    if (filters.subjectIds?.length) {
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(kitSubjects)
            .where(
              and(
                eq(kitSubjects.kitId, kits.id),
                inArray(kitSubjects.subjectId, filters.subjectIds),
              ),
            ),
        ),
      );
    }
    if (filters.status) conditions.push(sql`${kitStatusSql(reader, source)} = ${filters.status}`);
    if (filters.search) {
      const pattern = containsPattern(filters.search);
      conditions.push(
        or(
          ilike(kits.title, pattern),
          ilike(kits.description, pattern),
          exists(
            db
              .select({ one: sql`1` })
              .from(topics)
              .where(
                and(
                  eq(topics.kitId, kits.id),
                  isNull(topics.retiredAt),
                  ilike(topics.title, pattern),
                ),
              ),
          ),
        ),
      );
    }
    return and(...conditions) as SQL;
  }

  return {
    async listKits(reader: KitReader, filters: KitFilters, limit: number, offset: number) {
      const where = filtersSql(reader, filters);
      const [total] = await db
        .select({ n: count() })
        .from(kits)
        .innerJoin(grades, eq(grades.id, kits.gradeId))
        .where(where);
      const rows = await summarySelect(reader)
        .where(where)
        .orderBy(asc(grades.number), asc(kits.title), asc(kits.id))
        .limit(limit)
        .offset(offset);
      return { total: Number(total?.n ?? 0), rows };
    },

    /** Summaries of the given kits that the caller may see, in the order given. */
    async summariesOf(reader: KitReader, kitIds: number[]) {
      if (kitIds.length === 0) return [];
      const rows = await summarySelect(reader).where(
        and(inArray(kits.id, kitIds), visibleKitsSql(db, reader, source)),
      );
      return kitIds.flatMap((id) => rows.filter((row) => row.id === id));
    },

    async subjectsOf(kitIds: number[]) {
      if (kitIds.length === 0) return [];
      return db
        .select({ kitId: kitSubjects.kitId, id: subjects.id, name: subjects.name })
        .from(kitSubjects)
        .innerJoin(subjects, eq(subjects.id, kitSubjects.subjectId))
        .where(inArray(kitSubjects.kitId, kitIds))
        .orderBy(asc(subjects.name));
    },

    /** Grades, subjects and kits among the kits the caller may see, for filter choosers. */
    async filterChoices(reader: KitReader) {
      const visible = visibleKitsSql(db, reader, source);
      const [gradeRows, subjectRows, kitRows] = await Promise.all([
        db
          .selectDistinct({ id: grades.id, number: grades.number, name: grades.name })
          .from(kits)
          .innerJoin(grades, eq(grades.id, kits.gradeId))
          .where(visible)
          .orderBy(asc(grades.number)),
        db
          .selectDistinct({ id: subjects.id, name: subjects.name })
          .from(kits)
          .innerJoin(kitSubjects, eq(kitSubjects.kitId, kits.id))
          .innerJoin(subjects, eq(subjects.id, kitSubjects.subjectId))
          .where(visible)
          .orderBy(asc(subjects.name)),
        db
          .select({ id: kits.id, token: kits.token, title: kits.title })
          .from(kits)
          .where(visible)
          .orderBy(asc(kits.title), asc(kits.id)),
      ]);
      return { grades: gradeRows, subjects: subjectRows, kits: kitRows };
    },

    async listTopics(
      reader: KitReader,
      filters: KitFilters & { kitId?: number | undefined },
      limit: number,
      offset: number,
    ) {
      const conditions: (SQL | undefined)[] = [
        isNull(topics.retiredAt),
        filtersSql(reader, { ...filters, search: undefined }),
      ];
      if (filters.kitId !== undefined) conditions.push(eq(kits.id, filters.kitId));
      if (filters.search) {
        const pattern = containsPattern(filters.search);
        conditions.push(
          or(
            ilike(topics.title, pattern),
            ilike(topics.summary, pattern),
            ilike(kits.title, pattern),
          ),
        );
      }
      const where = and(...conditions);
      const from = () =>
        db
          .select({
            id: topics.id,
            slug: topics.slug,
            title: topics.title,
            summary: topics.summary,
            position: topics.position,
            kitId: kits.id,
            kitToken: kits.token,
            kitTitle: kits.title,
            grade: grades.number,
          })
          .from(topics)
          .innerJoin(kits, eq(kits.id, topics.kitId))
          .innerJoin(grades, eq(grades.id, kits.gradeId));
      const [total] = await db
        .select({ n: count() })
        .from(topics)
        .innerJoin(kits, eq(kits.id, topics.kitId))
        .innerJoin(grades, eq(grades.id, kits.gradeId))
        .where(where);
      const rows = await from()
        .where(where)
        .orderBy(asc(grades.number), asc(kits.title), asc(kits.id), asc(topics.position))
        .limit(limit)
        .offset(offset);
      return { total: Number(total?.n ?? 0), rows };
    },

    async activityTypesOf(topicIds: number[]) {
      if (topicIds.length === 0) return [];
      return db
        .select({
          topicId: activities.topicId,
          type: activities.activityType,
          n: sql<number>`count(*)::int`,
        })
        .from(activities)
        .where(and(inArray(activities.topicId, topicIds), isNull(activities.retiredAt)))
        .groupBy(activities.topicId, activities.activityType);
    },
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
export type KitSummaryRow = Awaited<ReturnType<LibraryRepository['listKits']>>['rows'][number];
