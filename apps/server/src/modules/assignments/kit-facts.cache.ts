import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  activities,
  grades,
  kitMediaFiles,
  kitSubjects,
  kits,
  subjects,
} from '../../db/schema/index.js';
import { VersionedCache } from '../../lib/versioned-cache.js';

type ActivityType = (typeof activities.$inferSelect)['activityType'];

export interface KitActivityFacts {
  id: number;
  token: string;
  title: string;
  activityType: ActivityType;
  /** The activity's place in its kit. */
  position: number;
  /** Retired by a re-import: still named where work refers to it, never covered by work. */
  retired: boolean;
}

/** What a kit shows wherever its work is listed, as one import of it wrote it. */
export interface KitFacts {
  id: number;
  token: string;
  title: string;
  coverFile: string;
  coverAlt: string;
  /** The stored cover's hash, which its address carries; null when the file is missing. */
  coverSha: string | null;
  grade: number;
  /** By name. */
  subjects: { id: number; name: string }[];
  /** Every activity the kit ever had, in kit order. */
  activities: KitActivityFacts[];
}

/** A kit and the version of it the caller's query read: its import's source hash. */
export interface KitVersion {
  kitId: number;
  version: string;
}

/**
 * The live activities a piece of work covers, in kit order: the whole kit's, or its one activity
 * unless that was retired. `coveredByAssignment` is the same rule in SQL.
 */
export function coveredActivities(kit: KitFacts, activityId: number | null): KitActivityFacts[] {
  return kit.activities.filter((a) => !a.retired && (activityId === null || a.id === activityId));
}

export const coveredActivityIds = (kit: KitFacts, activityId: number | null): number[] =>
  coveredActivities(kit, activityId).map((a) => a.id);

/** One activity of the kit by id (retired ones included), or null. */
export function activityOf(kit: KitFacts, activityId: number | null): KitActivityFacts | null {
  return activityId === null ? null : (kit.activities.find((a) => a.id === activityId) ?? null);
}

/** How many kits' facts one process keeps. */
const KEPT_KITS = 2000;

/**
 * Kits' facts kept in memory between requests. A kit changes only when it is imported again, and
 * each import gives it a new version: every request reads the version of the kits it shows with
 * its own rows (kitVersionSql) and is served the facts of exactly that version, reloading those it
 * has not seen. Another process importing a kit therefore never leaves this one showing the old kit.
 */

export function createKitFactsCache(db: Database) {
  const kept = new VersionedCache<number, KitFacts>(KEPT_KITS);

  async function load(kitIds: number[]): Promise<Map<number, KitFacts>> {
    const coverSha = sql<
      string | null
    >`(select ${kitMediaFiles.sha256} from ${kitMediaFiles} where ${kitMediaFiles.kitId} = ${kits.id} and ${kitMediaFiles.path} = ${kits.coverFile})`;
    const subjectList = sql<
      KitFacts['subjects']
    >`coalesce((select json_agg(json_build_object('id', ${subjects.id}, 'name', ${subjects.name}) order by ${subjects.name}) from ${kitSubjects} inner join ${subjects} on ${subjects.id} = ${kitSubjects.subjectId} where ${kitSubjects.kitId} = ${kits.id}), '[]'::json)`;
    const activityList = sql<
      KitActivityFacts[]
    >`coalesce((select json_agg(json_build_object('id', ${activities.id}, 'token', ${activities.token}, 'title', ${activities.title}, 'activityType', ${activities.activityType}, 'position', ${activities.position}, 'retired', ${activities.retiredAt} is not null) order by ${activities.position}, ${activities.id}) from ${activities} where ${activities.kitId} = ${kits.id}), '[]'::json)`;
    const rows = await db
      .select({
        id: kits.id,
        token: kits.token,
        title: kits.title,
        coverFile: kits.coverFile,
        coverAlt: kits.coverAlt,
        coverSha,
        grade: grades.number,
        subjects: subjectList,
        activities: activityList,
      })
      .from(kits)
      .innerJoin(grades, sql`${grades.id} = ${kits.gradeId}`)
      .where(inArray(kits.id, kitIds));
    return new Map(rows.map((facts) => [facts.id, facts]));
  }

  return {
    /** The facts of each kit at the version the caller read; a kit no longer there is left out. */
    of(versions: readonly KitVersion[]): Promise<Map<number, KitFacts>> {
      return kept.getMany(
        versions.map(({ kitId, version }) => ({ key: kitId, version })),
        load,
      );
    },
  };
}

export type KitFactsCache = ReturnType<typeof createKitFactsCache>;
