import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { preparedSql } from '../../../db/prepared.js';
import {
  activities,
  activityDetails,
  answerOptions,
  kits,
  topics,
} from '../../../db/schema/index.js';
import { VersionedCache } from '../../../lib/versioned-cache.js';
import type { KitVersion } from './tables.repository.js';

/** A topic of a kit, in kit order. */
export interface ReportTopic {
  id: number;
  title: string;
  position: number;
}

/** A question or quest step of an activity, in the activity's order; its options by id. */
export interface ReportQuestion {
  id: number;
  text: string;
  marks: number;
  /** Option texts by option id: a quiz question's; empty for other work. */
  options: Record<string, string>;
}

/**
 * What the reports read of a kit beyond its activities (the assignments module's kit facts): its
 * topics, which topic each activity belongs to, and each activity's questions with their
 * options. Fixed per imported version of the kit.
 */
export interface ReportKit {
  topics: ReportTopic[];
  topicOfActivity: Record<string, number>;
  questionsOfActivity: Record<string, ReportQuestion[]>;
}

/** How many kits' report facts one process keeps. */
const KEPT_KITS = 500;

const topicList = sql<
  ReportTopic[]
>`coalesce((select json_agg(json_build_object('id', ${topics.id}, 'title', ${topics.title}, 'position', ${topics.position}) order by ${topics.position}, ${topics.id}) from ${topics} where ${topics.kitId} = ${kits.id}), '[]'::json)`;

const activityTopics = sql<
  Record<string, number>
>`coalesce((select json_object_agg(${activities.id}, ${activities.topicId}) from ${activities} where ${activities.kitId} = ${kits.id}), '{}'::json)`;

const optionsOfDetail = sql`coalesce((select json_object_agg(${answerOptions.id}, coalesce(${answerOptions.optionText}, ${answerOptions.imageAlt}, 'Option ' || ${answerOptions.position})) from ${answerOptions} where ${answerOptions.activityDetailId} = ${activityDetails.id}), '{}'::json)`;

const questionsByActivity = sql<
  Record<string, ReportQuestion[]>
>`coalesce((select json_object_agg(per.activity_id, per.questions) from (select ${activityDetails.activityId} as activity_id, json_agg(json_build_object('id', ${activityDetails.id}, 'text', ${activityDetails.text}, 'marks', ${activityDetails.marks}, 'options', ${optionsOfDetail}) order by ${activityDetails.position}, ${activityDetails.id}) as questions from ${activityDetails} inner join ${activities} on ${activities.id} = ${activityDetails.activityId} where ${activities.kitId} = ${kits.id} and ${activityDetails.detailType} <> 'page_break' and ${activityDetails.retiredAt} is null group by ${activityDetails.activityId}) as per), '{}'::json)`;

/**
 * Kits' report facts kept between requests, served only at the version each request read with
 * its own rows (as the kit facts of the assignments module are), so a re-import in any process
 * is read afresh.
 */
export function createReportKitCache(db: Database) {
  const kept = new VersionedCache<number, ReportKit>(KEPT_KITS);
  const readKits = preparedSql<ReportKit & { id: number }>(
    'report_tables_kits',
    () =>
      sql`select ${kits.id} as id, ${topicList} as topics, ${activityTopics} as "topicOfActivity", ${questionsByActivity} as "questionsOfActivity"
        from ${kits} where ${kits.id} = any(${sql.placeholder('kitIds')}::int[])`,
  );

  async function load(kitIds: number[]): Promise<Map<number, ReportKit>> {
    const rows = await readKits(db, { kitIds });
    return new Map(rows.map(({ id, ...facts }) => [id, Object.freeze(facts)]));
  }

  return {
    of(versions: readonly KitVersion[]): Promise<Map<number, ReportKit>> {
      return kept.getMany(
        versions.map(({ kitId, version }) => ({ key: kitId, version })),
        load,
      );
    },
  };
}

export type ReportKitCache = ReturnType<typeof createReportKitCache>;
