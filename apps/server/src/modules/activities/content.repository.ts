import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activityDetails, answerOptions, kitMediaFiles } from '../../db/schema/index.js';

export type DetailRow = typeof activityDetails.$inferSelect;
export type OptionRow = typeof answerOptions.$inferSelect;
export type MediaRow = typeof kitMediaFiles.$inferSelect;

/** An activity's live questions, steps and page breaks, their options and the kit's media. */
export function createActivityContentRepository(db: Database) {
  /** The live questions, steps and page breaks of activities, each activity's in order. */
  async function detailsOf(activityIds: number[]): Promise<DetailRow[]> {
    if (activityIds.length === 0) return [];
    return db
      .select()
      .from(activityDetails)
      .where(
        and(inArray(activityDetails.activityId, activityIds), isNull(activityDetails.retiredAt)),
      )
      .orderBy(asc(activityDetails.activityId), asc(activityDetails.position));
  }

  return {
    detailsOf,

    async contentOf(activity: { id: number; kitId: number }) {
      const details = await detailsOf([activity.id]);
      const questionIds = details.filter((d) => d.detailType === 'question').map((d) => d.id);
      const [options, media] = await Promise.all([
        questionIds.length === 0
          ? Promise.resolve([])
          : db
              .select()
              .from(answerOptions)
              .where(inArray(answerOptions.activityDetailId, questionIds))
              .orderBy(asc(answerOptions.activityDetailId), asc(answerOptions.position)),
        db.select().from(kitMediaFiles).where(eq(kitMediaFiles.kitId, activity.kitId)),
      ]);
      return { details, options, media };
    },
  };
}

export type ActivityContentRepository = ReturnType<typeof createActivityContentRepository>;
