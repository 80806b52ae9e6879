import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type KitProblem, loadKitFolder, loadKitLibrary, type ParsedKit } from '@kitlab/kit-format';
import type { Database } from '../../../db/client.js';
import { activities, lessons, topics } from '../../../db/schema/index.js';
import { inTransaction } from '../../../db/transaction.js';
import type { KitMediaStore } from '../kit-media.js';
import { createKitImportRepository } from './kit-import.repository.js';
import {
  detailRows,
  optionRows,
  pageBreakRows,
  pageBreakSlug,
  subjectName,
  totalMarks,
} from './kit-rows.js';

export interface KitImportOptions {
  /** A district or school that owns the kits privately; null (default) for the platform library. */
  organisationId?: number | null;
}

export interface LoadedKit {
  /** Absolute path of the kit's folder. */
  folder: string;
  kit?: ParsedKit;
  problems: KitProblem[];
}

export interface ImportedKit {
  folder: string;
  slug: string;
  kitId: number;
  kitToken: string;
  outcome: 'created' | 'updated' | 'unchanged';
}

export interface KitImportResult {
  /** False when any kit has an error; then nothing was imported. */
  ok: boolean;
  loaded: LoadedKit[];
  imported: ImportedKit[];
}

/** Each path is one kit folder (it has a kit.yaml) or a folder of kit folders. */
export async function loadKits(paths: string[]): Promise<LoadedKit[]> {
  const loaded: LoadedKit[] = [];
  for (const path of paths.map((p) => resolve(p))) {
    if (existsSync(join(path, 'kit.yaml')) || !existsSync(path)) {
      loaded.push({ folder: path, ...(await loadKitFolder(path)) });
    } else {
      for (const entry of await loadKitLibrary(path)) {
        loaded.push({ ...entry, folder: join(path, entry.folder) });
      }
    }
  }
  const firstFolder = new Map<string, string>();
  for (const entry of loaded) {
    const slug = entry.kit?.slug;
    if (!slug) continue;
    const other = firstFolder.get(slug);
    if (other === undefined) {
      firstFolder.set(slug, entry.folder);
      continue;
    }
    entry.problems.push({
      severity: 'error',
      code: 'duplicate_slug',
      file: 'kit.yaml',
      path: 'slug',
      message: `Kit slug "${slug}" is also used by the kit in ${other}`,
    });
    delete entry.kit;
  }
  return loaded;
}

export const hasErrors = (entry: LoadedKit) =>
  !entry.kit || entry.problems.some((p) => p.severity === 'error');

/**
 * Checks every kit first and imports only when none has an error, so a folder of kits is never
 * half imported. Each kit is then written in its own transaction.
 */
export async function importKits(
  db: Database,
  store: KitMediaStore,
  paths: string[],
  options: KitImportOptions = {},
): Promise<KitImportResult> {
  const loaded = await loadKits(paths);
  if (loaded.length === 0 || loaded.some(hasErrors)) return { ok: false, loaded, imported: [] };
  const imported: ImportedKit[] = [];
  for (const entry of loaded) {
    if (entry.kit)
      imported.push(await importParsedKit(db, store, entry.folder, entry.kit, options));
  }
  return { ok: true, loaded, imported };
}

function sourceHashOf(kit: ParsedKit): string {
  return createHash('sha256').update(JSON.stringify(kit)).digest('hex');
}

/**
 * Creates or updates one kit, recognised by its owner and slug. Topics, lessons, activities and
 * questions are matched by slug and keep their ids; what the folder no longer has is retired.
 */
export async function importParsedKit(
  db: Database,
  store: KitMediaStore,
  folder: string,
  kit: ParsedKit,
  options: KitImportOptions = {},
): Promise<ImportedKit> {
  const organisationId = options.organisationId ?? null;
  const sourceHash = sourceHashOf(kit);
  const existing = await createKitImportRepository(db).findKit(organisationId, kit.slug);
  const kitToken = existing?.token ?? randomUUID();
  for (const file of kit.files) await store.save(kitToken, file.sha256, join(folder, file.path));
  const done = (kitId: number, outcome: ImportedKit['outcome']): ImportedKit => ({
    folder,
    slug: kit.slug,
    kitId,
    kitToken,
    outcome,
  });
  if (existing?.sourceHash === sourceHash) return done(existing.id, 'unchanged');

  const kitId = await inTransaction(db, async (tx) => {
    const repo = createKitImportRepository(tx);
    const values = {
      organisationId,
      slug: kit.slug,
      title: kit.title,
      description: kit.description,
      gradeId: await repo.ensureGrade(kit.grade),
      coverFile: kit.cover.file,
      coverAlt: kit.cover.alt,
      sourceHash,
    };
    let id: number;
    if (existing) {
      await repo.updateKit(existing.id, values);
      id = existing.id;
    } else {
      id = (await repo.insertKit({ ...values, token: kitToken })).id;
    }
    await repo.replaceSubjects(id, await repo.ensureSubjects(kit.subjects.map(subjectName)));
    await writeContent(repo, id, kit);
    await repo.replaceMedia(
      id,
      kit.files.map((f) => ({
        kitId: id,
        path: f.path,
        mediaType: f.media_type,
        bytes: f.bytes,
        sha256: f.sha256,
      })),
    );
    return id;
  });
  return done(kitId, existing ? 'updated' : 'created');
}

async function writeContent(
  repo: ReturnType<typeof createKitImportRepository>,
  kitId: number,
  kit: ParsedKit,
) {
  const topicRows = await repo.upsertTopics(
    kit.topics.map((t) => ({
      kitId,
      slug: t.slug,
      title: t.title,
      summary: t.summary ?? null,
      position: t.position,
    })),
  );
  await repo.retireMissing(
    topics,
    kitId,
    topicRows.map((r) => r.id),
  );
  const topicIdOf = new Map(topicRows.map((r) => [r.slug, r.id]));

  const lessonRows = await repo.upsertLessons(
    kit.lessons.map((l) => ({
      kitId,
      slug: l.slug,
      title: l.title,
      position: l.position,
      pages: l.pages,
    })),
  );
  await repo.retireMissing(
    lessons,
    kitId,
    lessonRows.map((r) => r.id),
  );

  const activityRows = await repo.upsertActivities(
    kit.activities.map((a) => ({
      kitId,
      topicId: topicIdOf.get(a.topic) ?? missing(`topic ${a.topic}`),
      slug: a.slug,
      activityType: a.type,
      title: a.title,
      position: a.position,
      instructions: a.instructions ?? null,
      estimatedMinutes: a.estimated_minutes ?? null,
      totalMarks: totalMarks(a),
      pageCount: a.type === 'quiz' ? a.page_count : 1,
    })),
  );
  await repo.retireMissing(
    activities,
    kitId,
    activityRows.map((r) => r.id),
  );
  const activityIdOf = (slug: string) =>
    activityRows.find((r) => r.slug === slug)?.id ?? missing(`activity ${slug}`);

  const breaks = await repo.upsertDetails(
    kit.activities.flatMap((a) =>
      a.type === 'quiz' ? pageBreakRows(activityIdOf(a.slug), a) : [],
    ),
  );
  const items = await repo.upsertDetails(
    kit.activities.flatMap((a) => {
      const activityId = activityIdOf(a.slug);
      return detailRows(
        activityId,
        a,
        (page) =>
          breaks.find((b) => b.activityId === activityId && b.slug === pageBreakSlug(page))?.id,
      );
    }),
  );
  await repo.retireMissingDetails(
    activityRows.map((r) => r.id),
    [...breaks, ...items].map((d) => d.id),
  );

  const quizzes = kit.activities.filter((a) => a.type === 'quiz');
  const quizIds = new Set(quizzes.map((a) => activityIdOf(a.slug)));
  await repo.replaceOptions(
    items.filter((d) => quizIds.has(d.activityId)).map((d) => d.id),
    quizzes.flatMap((a) => {
      const activityId = activityIdOf(a.slug);
      return optionRows(
        a,
        (slug) =>
          items.find((d) => d.activityId === activityId && d.slug === slug)?.id ??
          missing(`question ${slug}`),
      );
    }),
  );
}

function missing(what: string): never {
  throw new Error(`Kit import lost track of ${what}`);
}
