import { and, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.js';
import {
  activities,
  activityDetails,
  answerOptions,
  grades,
  kitMediaFiles,
  kitSubjects,
  kits,
  lessons,
  organisations,
  subjects,
  topics,
} from '../../../db/schema/index.js';

/** `SET col = excluded.col` for an upsert, so a re-import overwrites what changed. */
function fromExcluded(columns: Record<string, PgColumn>): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

type SlugTable = typeof topics | typeof lessons | typeof activities;

/** Rows per INSERT, well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 500;

async function inChunks<T, R>(rows: T[], run: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    out.push(...(await run(rows.slice(start, start + CHUNK))));
  }
  return out;
}

/** Every statement the kit importer runs; called inside one transaction per kit. */
export function createKitImportRepository(db: Database) {
  /** Marks rows of a parent that the new import no longer has, keeping their ids for history. */
  async function retireMissing(table: SlugTable, kitId: number, keptIds: number[]) {
    await db
      .update(table as PgTable & SlugTable)
      .set({ retiredAt: sql`now()` })
      .where(
        and(
          eq(table.kitId, kitId),
          isNull(table.retiredAt),
          keptIds.length > 0 ? notInArray(table.id, keptIds) : undefined,
        ),
      );
  }

  return {
    retireMissing,

    async findOrganisation(token: string) {
      const [row] = await db
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .where(eq(organisations.token, token));
      return row ?? null;
    },

    async findKit(organisationId: number | null, slug: string) {
      const owner =
        organisationId === null
          ? isNull(kits.organisationId)
          : eq(kits.organisationId, organisationId);
      const [row] = await db
        .select()
        .from(kits)
        .where(and(owner, eq(kits.slug, slug)));
      return row ?? null;
    },

    async ensureGrade(number: number): Promise<number> {
      await db
        .insert(grades)
        .values({ number, name: `Grade ${number}` })
        .onConflictDoNothing();
      const [row] = await db
        .select({ id: grades.id })
        .from(grades)
        .where(eq(grades.number, number));
      if (!row) throw new Error(`grade ${number} missing`);
      return row.id;
    },

    async ensureSubjects(names: string[]): Promise<number[]> {
      await db
        .insert(subjects)
        .values(names.map((name) => ({ name })))
        .onConflictDoNothing();
      const rows = await db
        .select({ id: subjects.id })
        .from(subjects)
        .where(inArray(subjects.name, names));
      return rows.map((r) => r.id);
    },

    async insertKit(values: typeof kits.$inferInsert) {
      const [row] = await db.insert(kits).values(values).returning();
      if (!row) throw new Error('kit insert failed');
      return row;
    },

    async updateKit(id: number, values: Partial<typeof kits.$inferInsert>) {
      await db
        .update(kits)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(kits.id, id));
    },

    async replaceSubjects(kitId: number, subjectIds: number[]) {
      await db.delete(kitSubjects).where(eq(kitSubjects.kitId, kitId));
      await db.insert(kitSubjects).values(subjectIds.map((subjectId) => ({ kitId, subjectId })));
    },

    async upsertTopics(rows: (typeof topics.$inferInsert)[]) {
      return db
        .insert(topics)
        .values(rows)
        .onConflictDoUpdate({
          target: [topics.kitId, topics.slug],
          set: fromExcluded({
            title: topics.title,
            summary: topics.summary,
            position: topics.position,
            retiredAt: topics.retiredAt,
          }),
        })
        .returning({ id: topics.id, slug: topics.slug });
    },

    async upsertLessons(rows: (typeof lessons.$inferInsert)[]) {
      return inChunks(rows, (chunk) =>
        db
          .insert(lessons)
          .values(chunk)
          .onConflictDoUpdate({
            target: [lessons.kitId, lessons.slug],
            set: fromExcluded({
              title: lessons.title,
              position: lessons.position,
              pages: lessons.pages,
              retiredAt: lessons.retiredAt,
            }),
          })
          .returning({ id: lessons.id }),
      );
    },

    async upsertActivities(rows: (typeof activities.$inferInsert)[]) {
      return inChunks(rows, (chunk) =>
        db
          .insert(activities)
          .values(chunk)
          .onConflictDoUpdate({
            target: [activities.kitId, activities.slug],
            set: fromExcluded({
              topicId: activities.topicId,
              activityType: activities.activityType,
              title: activities.title,
              position: activities.position,
              instructions: activities.instructions,
              estimatedMinutes: activities.estimatedMinutes,
              totalMarks: activities.totalMarks,
              pageCount: activities.pageCount,
              retiredAt: activities.retiredAt,
            }),
          })
          .returning({ id: activities.id, slug: activities.slug }),
      );
    },

    async upsertDetails(rows: (typeof activityDetails.$inferInsert)[]) {
      return inChunks(rows, (chunk) =>
        db
          .insert(activityDetails)
          .values(chunk)
          .onConflictDoUpdate({
            target: [activityDetails.activityId, activityDetails.detailType, activityDetails.slug],
            set: fromExcluded({
              position: activityDetails.position,
              page: activityDetails.page,
              pageBreakId: activityDetails.pageBreakId,
              questionType: activityDetails.questionType,
              text: activityDetails.text,
              imageFile: activityDetails.imageFile,
              imageAlt: activityDetails.imageAlt,
              marks: activityDetails.marks,
              explanation: activityDetails.explanation,
              content: activityDetails.content,
              retiredAt: activityDetails.retiredAt,
            }),
          })
          .returning({
            id: activityDetails.id,
            activityId: activityDetails.activityId,
            detailType: activityDetails.detailType,
            slug: activityDetails.slug,
          }),
      );
    },

    /** Retires the details of the kit's activities that are not in `keptIds`. */
    async retireMissingDetails(activityIds: number[], keptIds: number[]) {
      if (activityIds.length === 0) return;
      await db
        .update(activityDetails)
        .set({ retiredAt: sql`now()` })
        .where(
          and(
            inArray(activityDetails.activityId, activityIds),
            isNull(activityDetails.retiredAt),
            keptIds.length > 0 ? notInArray(activityDetails.id, keptIds) : undefined,
          ),
        );
    },

    /** Options are matched by position within their question; extra old positions are removed. */
    async replaceOptions(detailIds: number[], rows: (typeof answerOptions.$inferInsert)[]) {
      if (detailIds.length === 0) return;
      const kept =
        rows.length === 0
          ? []
          : await inChunks(rows, (chunk) =>
              db
                .insert(answerOptions)
                .values(chunk)
                .onConflictDoUpdate({
                  target: [answerOptions.activityDetailId, answerOptions.position],
                  set: fromExcluded({
                    optionText: answerOptions.optionText,
                    imageFile: answerOptions.imageFile,
                    imageAlt: answerOptions.imageAlt,
                    isCorrect: answerOptions.isCorrect,
                  }),
                })
                .returning({ id: answerOptions.id }),
            );
      await db.delete(answerOptions).where(
        and(
          inArray(answerOptions.activityDetailId, detailIds),
          kept.length > 0
            ? notInArray(
                answerOptions.id,
                kept.map((k) => k.id),
              )
            : undefined,
        ),
      );
    },

    async replaceMedia(kitId: number, rows: (typeof kitMediaFiles.$inferInsert)[]) {
      await db.delete(kitMediaFiles).where(eq(kitMediaFiles.kitId, kitId));
      if (rows.length > 0) await db.insert(kitMediaFiles).values(rows);
    },
  };
}

export type KitImportRepository = ReturnType<typeof createKitImportRepository>;
