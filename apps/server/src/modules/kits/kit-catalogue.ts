import { sql } from 'drizzle-orm';
import { epochMs } from '../../db/epoch-ms.js';
import { kits } from '../../db/schema/index.js';
import { deepFreeze } from '../../lib/frozen.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import type { ContentRepository } from './content.repository.js';
import {
  presentLessons,
  presentStudentActivities,
  presentTeacherActivities,
  presentTopics,
} from './kit-content.presenter.js';
import { MediaLinks } from './kit-media.js';
import { presentSharedCard, type SharedKitCard } from './kit-summary.presenter.js';
import type { KitAccessFacts } from './kits.policy.js';
import type { LibraryRepository } from './library.repository.js';

/**
 * A kit as one import left it. Importing a kit again always writes a new source hash and
 * updated_at in the transaction that rewrites its content, so the pair names one version.
 */
export interface KitVersion {
  id: number;
  sourceHash: string;
  updatedAt: Date;
}

/**
 * The one name of a kit's version that every cache of what is fixed per kit is keyed by: its
 * source hash and the millisecond of its update.
 */
export const kitVersionOf = (kit: Pick<KitVersion, 'sourceHash' | 'updatedAt'>) =>
  `${kit.sourceHash}@${kit.updatedAt.getTime()}`;

/** kitVersionOf as SQL, for a query that reads the versions of the kits of its rows. */
export const kitVersionSql = sql<string>`${kits.sourceHash} || '@' || ${epochMs(kits.updatedAt)}`;

/** What a kit is for every reader until it is imported again: who may see it and its card. */
export interface KitFacts extends KitAccessFacts {
  id: number;
  token: string;
  slug: string;
  title: string;
  /** The grade's number. */
  grade: number;
  gradeName: string;
  subjects: { id: number; name: string }[];
  card: SharedKitCard;
}

/** A kit's content as the kit calls send it, the same for every reader of one version. */
export interface KitContent {
  topics: ReturnType<typeof presentTopics>;
  lessons: ReturnType<typeof presentLessons>;
  teacherActivities: ReturnType<typeof presentTeacherActivities>;
  studentActivities: ReturnType<typeof presentStudentActivities>;
}

/** How many kits' facts and contents one process keeps. */
const KEPT_FACTS = 2000;
const KEPT_CONTENTS = 64;

/**
 * Kits' facts and content, read once per version and kept for the life of the app. Every call
 * still reads the kit's version (with what varies per reader) from the database, so a kit
 * imported again, here or by another process, is read afresh; nothing is served past its version.
 */
export function createKitCatalogue(library: LibraryRepository, content: ContentRepository) {
  const facts = new VersionedCache<number, KitFacts>(KEPT_FACTS);
  const contents = new VersionedCache<number, KitContent>(KEPT_CONTENTS);
  /** Subject ids by name as the database orders text; only read again when a new one appears. */
  let subjectOrder: Promise<Map<number, number>> | null = null;

  async function readFacts(kitIds: number[]): Promise<Map<number, KitFacts>> {
    const [rows, subjects] = await Promise.all([
      library.factsOf(kitIds),
      library.subjectsOf(kitIds),
    ]);
    return new Map(
      rows.map((row) => {
        const own = subjects.filter((s) => s.kitId === row.id);
        const kit: KitFacts = {
          id: row.id,
          token: row.token,
          slug: row.slug,
          title: row.title,
          organisationId: row.organisationId,
          gradeId: row.gradeId,
          grade: row.grade,
          gradeName: row.gradeName,
          subjectIds: own.map((s) => s.id),
          subjects: own.map((s) => ({ id: s.id, name: s.name })),
          card: presentSharedCard(row, own),
        };
        return [row.id, kit];
      }),
    );
  }

  async function readContent(kit: Pick<KitFacts, 'id' | 'token'>): Promise<KitContent> {
    const [topics, lessons, activities, media] = await Promise.all([
      content.topicsOf(kit.id),
      content.lessonsOf(kit.id),
      content.activitiesOf(kit.id),
      content.mediaOf(kit.id),
    ]);
    const details = await content.detailsOf(activities.map((a) => a.id));
    const options = await content.optionsOf(
      details.filter((d) => d.detailType === 'question').map((d) => d.id),
    );
    const links = new MediaLinks(kit.token, media);
    const parts = { activities, details, options, links };
    // Shared by every reader of this version: frozen, so each answer's writer checks it once.
    return deepFreeze({
      topics: presentTopics(topics),
      lessons: presentLessons(lessons, links),
      teacherActivities: presentTeacherActivities(parts),
      studentActivities: presentStudentActivities(parts),
    });
  }

  async function subjectRanks(ids: readonly number[]): Promise<Map<number, number>> {
    const known = await (subjectOrder ?? readSubjectOrder());
    if (ids.every((id) => known.has(id))) return known;
    return readSubjectOrder();
  }

  function readSubjectOrder(): Promise<Map<number, number>> {
    const order = library
      .subjectIdsByName()
      .then((ids) => new Map(ids.map((id, rank) => [id, rank])));
    subjectOrder = order;
    order.catch(() => {
      if (subjectOrder === order) subjectOrder = null;
    });
    return order;
  }

  /** The facts of each kit at the version given, by kit id. */
  function factsOf(kits: readonly KitVersion[]): Promise<Map<number, KitFacts>> {
    return facts.getMany(
      kits.map((kit) => ({ key: kit.id, version: kitVersionOf(kit) })),
      readFacts,
    );
  }

  return {
    factsOf,

    async factsOfOne(kit: KitVersion): Promise<KitFacts> {
      const found = (await factsOf([kit])).get(kit.id);
      if (!found) throw new Error(`No facts were read for kit ${kit.id}`);
      return found;
    },

    /** The content of a kit at the version given. */
    contentOf(kit: KitVersion & Pick<KitFacts, 'token'>): Promise<KitContent> {
      return contents.get(kit.id, kitVersionOf(kit), () => readContent(kit));
    },

    /** The subjects, each once, in the database's order of their names. */
    async subjectsByName(subjects: readonly { id: number; name: string }[]) {
      const once = [...new Map(subjects.map((s) => [s.id, s])).values()];
      const ranks = await subjectRanks(once.map((s) => s.id));
      return once.sort((a, b) => (ranks.get(a.id) ?? 0) - (ranks.get(b.id) ?? 0));
    },
  };
}

export type KitCatalogue = ReturnType<typeof createKitCatalogue>;
