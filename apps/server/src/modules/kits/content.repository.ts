import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  activities,
  activityDetails,
  answerOptions,
  classes,
  kitMediaFiles,
  kitSubjects,
  kits,
  lessons,
  topics,
} from '../../db/schema/index.js';

export type KitRow = typeof kits.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type DetailRow = typeof activityDetails.$inferSelect;
export type OptionRow = typeof answerOptions.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type TopicRow = typeof topics.$inferSelect;
export type MediaRow = typeof kitMediaFiles.$inferSelect;

/** One kit's content: the kit, its lessons, topics, activities and their details and options. */
export function createContentRepository(db: Database) {
  return {
    async findKit(ref: { id?: number | undefined; token?: string | undefined }) {
      const where = ref.id !== undefined ? eq(kits.id, ref.id) : eq(kits.token, ref.token ?? '');
      const [row] = await db.select().from(kits).where(where);
      return row ?? null;
    },

    async subjectIdsOf(kitId: number): Promise<number[]> {
      const rows = await db
        .select({ id: kitSubjects.subjectId })
        .from(kitSubjects)
        .where(eq(kitSubjects.kitId, kitId));
      return rows.map((r) => r.id);
    },

    /** Whether an id subquery (e.g. the kits assigned to a class) contains the kit. */
    async kitIn(kitId: number, ids: SQL): Promise<boolean> {
      const rows = await db
        .select({ id: kits.id })
        .from(kits)
        .where(and(eq(kits.id, kitId), sql`${kits.id} in (${ids})`));
      return rows.length > 0;
    },

    /** The class ids of an id subquery (e.g. the classes that have a kit). */
    async classIdsIn(ids: SQL): Promise<number[]> {
      const rows = await db
        .select({ id: classes.id })
        .from(classes)
        .where(sql`${classes.id} in (${ids})`);
      return rows.map((r) => r.id);
    },

    async topicsOf(kitId: number) {
      return db
        .select()
        .from(topics)
        .where(and(eq(topics.kitId, kitId), isNull(topics.retiredAt)))
        .orderBy(asc(topics.position));
    },

    async lessonsOf(kitId: number) {
      return db
        .select()
        .from(lessons)
        .where(and(eq(lessons.kitId, kitId), isNull(lessons.retiredAt)))
        .orderBy(asc(lessons.position));
    },

    async activitiesOf(kitId: number) {
      return db
        .select()
        .from(activities)
        .where(and(eq(activities.kitId, kitId), isNull(activities.retiredAt)))
        .orderBy(asc(activities.position));
    },

    async findActivity(ref: { id?: number; token?: string }) {
      const where =
        ref.id !== undefined ? eq(activities.id, ref.id) : eq(activities.token, ref.token ?? '');
      const [row] = await db
        .select()
        .from(activities)
        .where(and(where, isNull(activities.retiredAt)));
      return row ?? null;
    },

    /** Details of the activities in activity then position order. */
    async detailsOf(activityIds: number[]) {
      if (activityIds.length === 0) return [];
      return db
        .select()
        .from(activityDetails)
        .where(
          and(inArray(activityDetails.activityId, activityIds), isNull(activityDetails.retiredAt)),
        )
        .orderBy(asc(activityDetails.activityId), asc(activityDetails.position));
    },

    async optionsOf(detailIds: number[]) {
      if (detailIds.length === 0) return [];
      return db
        .select()
        .from(answerOptions)
        .where(inArray(answerOptions.activityDetailId, detailIds))
        .orderBy(asc(answerOptions.activityDetailId), asc(answerOptions.position));
    },

    async mediaOf(kitId: number) {
      return db.select().from(kitMediaFiles).where(eq(kitMediaFiles.kitId, kitId));
    },

    /** A stored media file by the kit's token and the file's hash, for the media route. */
    async findMedia(kitToken: string, sha256: string) {
      const [row] = await db
        .select({
          kitToken: kits.token,
          organisationId: kits.organisationId,
          path: kitMediaFiles.path,
          mediaType: kitMediaFiles.mediaType,
          sha256: kitMediaFiles.sha256,
        })
        .from(kitMediaFiles)
        .innerJoin(kits, eq(kits.id, kitMediaFiles.kitId))
        .where(and(eq(kits.token, kitToken), eq(kitMediaFiles.sha256, sha256)))
        .limit(1);
      return row ?? null;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
