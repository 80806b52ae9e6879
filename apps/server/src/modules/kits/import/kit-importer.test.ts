import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  activityDetails,
  answerOptions,
  kitMediaFiles,
  kits,
  topics,
} from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createKitMediaStore, storedName } from '../kit-media.js';
import { demoKitsFolder } from './demo-kits.js';
import { printReport } from './import-report.js';
import { importKits } from './kit-importer.js';

const FIXTURE = fileURLToPath(
  new URL('../../../../../../packages/kit-format/fixtures/valid-kit', import.meta.url),
);

let t: TestApp;
let work: string;
let store: ReturnType<typeof createKitMediaStore>;

beforeAll(async () => {
  t = await createTestApp();
  work = await mkdtemp(join(tmpdir(), 'kitlab-import-'));
  store = createKitMediaStore(join(work, 'kit-media'));
});
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

/** A copy of the fixture kit in its own folder, to change for one test. */
async function fixtureCopy(name: string) {
  const folder = join(work, name, 'floating-and-sinking');
  await cp(FIXTURE, folder, { recursive: true });
  const edit = async (from: string, to: string) => {
    const file = join(folder, 'kit.yaml');
    const text = await readFile(file, 'utf8');
    if (!text.includes(from)) throw new Error(`fixture has no "${from}"`);
    await writeFile(file, text.replace(from, to));
  };
  return { folder, parent: join(work, name), edit };
}

const kitCount = async () => Number((await t.db.select({ n: count() }).from(kits))[0]?.n);

async function liveQuestions(kitId: number) {
  return t.db
    .select({ id: activityDetails.id, slug: activityDetails.slug, text: activityDetails.text })
    .from(activityDetails)
    .innerJoin(activities, eq(activities.id, activityDetails.activityId))
    .where(
      and(
        eq(activities.kitId, kitId),
        eq(activityDetails.detailType, 'question'),
        isNull(activityDetails.retiredAt),
      ),
    );
}

describe('importing the demo kits', () => {
  it('creates every kit with its content and copies its media into storage', async () => {
    const result = await importKits(t.db, store, [demoKitsFolder()]);
    expect(result.ok).toBe(true);
    expect(result.imported).toHaveLength(8);
    expect(result.imported.every((k) => k.outcome === 'created')).toBe(true);
    const [media] = await t.db
      .select()
      .from(kitMediaFiles)
      .where(eq(kitMediaFiles.kitId, result.imported[0]?.kitId ?? 0))
      .limit(1);
    const token = result.imported[0]?.kitToken ?? '';
    const stored = await readFile(
      store.pathOf(token, storedName(media?.sha256 ?? '', media?.path ?? '')),
    );
    expect(stored.length).toBe(media?.bytes);
  });

  it('changes nothing when the same kits are imported again', async () => {
    const before = await t.db.select({ id: kits.id, updatedAt: kits.updatedAt }).from(kits);
    const again = await importKits(t.db, store, [demoKitsFolder()]);
    expect(again.imported.every((k) => k.outcome === 'unchanged')).toBe(true);
    expect(await t.db.select({ id: kits.id, updatedAt: kits.updatedAt }).from(kits)).toEqual(
      before,
    );
  });
});

describe('importing a changed kit', () => {
  it('updates the kit in place: ids of unchanged questions stay, removed ones are retired, options follow', async () => {
    const copy = await fixtureCopy('changed');
    const first = await importKits(t.db, store, [copy.folder]);
    const kitId = first.imported[0]?.kitId ?? 0;
    const original = await liveQuestions(kitId);
    const kitsBefore = await kitCount();

    await copy.edit(
      'prompt: Which object floats in water?',
      'prompt: Which of these floats in water?',
    );
    await copy.edit(
      '          - text: A steel nut\n',
      '          - text: A steel nut\n          - text: A stone\n',
    );
    await copy.edit('      - slug: label\n', '      - slug: label-parts\n');
    const second = await importKits(t.db, store, [copy.folder]);
    expect(second.imported[0]).toMatchObject({ kitId, outcome: 'updated' });
    expect(await kitCount()).toBe(kitsBefore);

    const now = await liveQuestions(kitId);
    const floats = now.find((q) => q.slug === 'floats');
    expect(floats?.id).toBe(original.find((q) => q.slug === 'floats')?.id);
    expect(floats?.text).toBe('Which of these floats in water?');
    expect(now.map((q) => q.slug)).toContain('label-parts');
    expect(now.map((q) => q.slug)).not.toContain('label');
    const [retired] = await t.db
      .select({ retiredAt: activityDetails.retiredAt })
      .from(activityDetails)
      .where(eq(activityDetails.id, original.find((q) => q.slug === 'label')?.id ?? 0));
    expect(retired?.retiredAt).toBeInstanceOf(Date);
    const options = await t.db
      .select({ text: answerOptions.optionText, correct: answerOptions.isCorrect })
      .from(answerOptions)
      .where(eq(answerOptions.activityDetailId, floats?.id ?? 0))
      .orderBy(answerOptions.position);
    expect(options).toEqual([
      { text: 'A steel nut', correct: false },
      { text: 'A stone', correct: false },
      { text: 'A cork', correct: true },
    ]);
  });

  it('keeps a platform kit and a private kit with the same slug apart', async () => {
    const copy = await fixtureCopy('private');
    const district = await t.make.district();
    const platform = await importKits(t.db, store, [copy.folder]);
    const owned = await importKits(t.db, store, [copy.folder], { organisationId: district.id });
    expect(owned.imported[0]?.kitId).not.toBe(platform.imported[0]?.kitId);
    const [row] = await t.db
      .select()
      .from(kits)
      .where(eq(kits.id, owned.imported[0]?.kitId ?? 0));
    expect(row?.organisationId).toBe(district.id);
    const topicRows = await t.db
      .select()
      .from(topics)
      .where(eq(topics.kitId, row?.id ?? 0));
    expect(topicRows.map((r) => r.slug).sort()).toEqual(['density', 'testing']);
  });
});

describe('a kit with problems', () => {
  it('is refused with every problem located by file, line and path, and nothing is imported', async () => {
    const copy = await fixtureCopy('broken');
    await copy.edit('slug: floating-and-sinking', 'slug: floating-and-sinking-two');
    await copy.edit('            correct: true\n', '');
    await copy.edit('grade: 6', 'grade: 13');
    const before = await kitCount();
    const result = await importKits(t.db, store, [copy.parent, demoKitsFolder()]);
    expect(result.ok).toBe(false);
    expect(result.imported).toEqual([]);
    expect(await kitCount()).toBe(before);

    const broken = result.loaded.find((entry) => entry.folder === copy.folder);
    const codes = broken?.problems.map((p) => p.code);
    expect(codes).toContain('grade_out_of_range');
    expect(codes).toContain('no_correct_option');
    const noCorrect = broken?.problems.find((p) => p.code === 'no_correct_option');
    expect(noCorrect).toMatchObject({
      file: 'kit.yaml',
      path: 'activities[0].questions[0].options',
    });
    expect(noCorrect?.line).toBeGreaterThan(1);

    const lines: string[] = [];
    printReport(result, (line) => lines.push(line));
    expect(lines.some((l) => l.startsWith('FAIL') && l.includes(copy.folder))).toBe(true);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /error kit\.yaml:\d+ activities\[0\]\.questions\[0\]\.options: .*\[no_correct_option\]/,
      ),
    );
    expect(lines.at(-1)).toBe('Nothing was imported: fix the errors above and import again.');
  });

  it('refuses a folder that is not there, and two kits with one slug', async () => {
    const missing = await importKits(t.db, store, [join(work, 'no-such-folder')]);
    expect(missing.ok).toBe(false);
    expect(missing.loaded[0]?.problems[0]?.code).toBe('file_missing');
    const a = await fixtureCopy('twin-a');
    const b = await fixtureCopy('twin-b');
    const twins = await importKits(t.db, store, [a.folder, b.folder]);
    expect(twins.ok).toBe(false);
    expect(twins.loaded[1]?.problems.map((p) => p.code)).toEqual(['duplicate_slug']);
  });
});
