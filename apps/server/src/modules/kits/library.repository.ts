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
import { containsPattern, visibleKitsSql } from './kit-visibility.js';
import type { KitReader } from './kits.policy.js';

export interface TopicFilters {
  grade?: number | undefined;
  subjectIds?: number[] | undefined;
  kitId?: number | undefined;
  search?: string | undefined;
}

const liveCount = (table: typeof lessons | typeof topics | typeof activities) =>
  sql<number>`(select count(*) from ${table} where ${table.kitId} = ${kits.id} and ${table.retiredAt} is null)::int`;

/** The library lists: kits' shared facts, their subjects and topics, all SQL in one place. */
export function createLibraryRepository(db: Database, source: KitAssignmentSource) {
  return {
    /** What each kit shows every reader, which only an import changes. */
    async factsOf(kitIds: number[]) {
      if (kitIds.length === 0) return [];
      return db
        .select({
          id: kits.id,
          token: kits.token,
          slug: kits.slug,
          title: kits.title,
          description: kits.description,
          organisationId: kits.organisationId,
          gradeId: grades.id,
          grade: grades.number,
          gradeName: grades.name,
          coverFile: kits.coverFile,
          coverAlt: kits.coverAlt,
          coverSha: kitMediaFiles.sha256,
          updatedAt: kits.updatedAt,
          lessonCount: liveCount(lessons),
          topicCount: liveCount(topics),
          activityCount: liveCount(activities),
        })
        .from(kits)
        .innerJoin(grades, eq(grades.id, kits.gradeId))
        .leftJoin(
          kitMediaFiles,
          and(eq(kitMediaFiles.kitId, kits.id), eq(kitMediaFiles.path, kits.coverFile)),
        )
        .where(inArray(kits.id, kitIds));
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

    /** Every subject's id, by name: subjects are only ever added, never renamed. */
    async subjectIdsByName(): Promise<number[]> {
      const rows = await db.select({ id: subjects.id }).from(subjects).orderBy(asc(subjects.name));
      return rows.map((row) => row.id);
    },

    async listTopics(reader: KitReader, filters: TopicFilters, limit: number, offset: number) {
      const conditions: (SQL | undefined)[] = [
        isNull(topics.retiredAt),
        visibleKitsSql(db, reader, source),
      ];
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
export type KitFactsRow = Awaited<ReturnType<LibraryRepository['factsOf']>>[number];
