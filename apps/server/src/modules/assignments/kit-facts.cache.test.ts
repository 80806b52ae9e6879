import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kits } from '../../db/schema/index.js';
import { useAssignmentTest } from '../../test/assignment-world.js';
import { kitVersionOf, kitVersionSql } from '../kits/index.js';
import { coveredActivityIds, createKitFactsCache } from './kit-facts.cache.js';

const { t, w } = useAssignmentTest();

async function versionOf(kitId: number) {
  const [row] = await t.db
    .select({ kitId: kits.id, version: kitVersionSql })
    .from(kits)
    .where(eq(kits.id, kitId));
  if (!row) throw new Error('no such kit');
  return row;
}

describe('the kit facts cache', () => {
  it("reads a kit's version in SQL as the kits module names it", async () => {
    const [row] = await t.db
      .select({ inSql: kitVersionSql, sourceHash: kits.sourceHash, updatedAt: kits.updatedAt })
      .from(kits)
      .where(eq(kits.id, w.science.kit.id));
    if (!row) throw new Error('no such kit');
    expect(row.inSql).toBe(kitVersionOf(row));
  });

  it("answers a kit's title, subjects and activities in kit order", async () => {
    const cache = createKitFactsCache(t.db);
    const kit = (await cache.of([await versionOf(w.science.kit.id)])).get(w.science.kit.id);
    expect(kit).toMatchObject({ title: 'Sensors and Signals', subjects: [{ name: 'Science' }] });
    expect(kit?.activities.map((a) => [a.activityType, a.position, a.retired])).toEqual([
      ['quiz', 1, false],
      ['worksheet', 2, false],
      ['quest', 3, false],
    ]);
  });

  it('keeps a version it has read, and reads a kit again once an import gives it a new one', async () => {
    const { kit, activities } = await w.kitsOf.kit({
      title: 'Before',
      activities: ['quiz', 'quest'],
    });
    const cache = createKitFactsCache(t.db);
    const before = await versionOf(kit.id);
    await cache.of([before]);
    // A change under the same version is not read: the version is what the cache trusts.
    await t.db.update(kits).set({ title: 'Unseen' }).where(eq(kits.id, kit.id));
    expect((await cache.of([before])).get(kit.id)?.title).toBe('Before');

    const [quiz, quest] = activities;
    if (!quiz || !quest) throw new Error('the kit has two activities');
    await t.db.update(kits).set({ title: 'After' }).where(eq(kits.id, kit.id));
    await w.kitsOf.retire(quest);
    const after = (await cache.of([await versionOf(kit.id)])).get(kit.id);
    expect(after?.title).toBe('After');
    if (!after) throw new Error('the kit is there');
    expect(coveredActivityIds(after, null)).toEqual([quiz.id]);
    expect(coveredActivityIds(after, quest.id)).toEqual([]);
    expect(after.activities.find((a) => a.id === quest.id)?.retired).toBe(true);
  });
});
