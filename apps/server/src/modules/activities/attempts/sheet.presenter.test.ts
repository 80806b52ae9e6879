import { describe, expect, it } from 'vitest';
import { useActivityTest } from '../../../test/activity-world.js';
import { createContentRepository } from '../../kits/index.js';
import { sheetContentOf } from './attempt-access.js';
import { createContentCache } from './content-cache.js';
import { presentDraftSheet, presentReviewedSheet } from './sheet.presenter.js';

const { t, w } = useActivityTest();

const quizAt = (kitVersion: string) => ({
  activity: w.quiz.activity,
  kitToken: w.kit.token,
  kitTitle: w.kit.title,
  kitVersion,
});

const frozenThroughout = (value: unknown): boolean =>
  typeof value !== 'object' ||
  value === null ||
  (Object.isFrozen(value) && Object.values(value).every(frozenThroughout));

describe('sheets presented from content kept per kit version', () => {
  it('are presented once for each view and page, frozen, and again for a new version', async () => {
    const cache = createContentCache(createContentRepository(t.db));
    const kept = await cache.contentOf(quizAt('one'));

    const reviewed = presentReviewedSheet(kept, null);
    expect(reviewed.questions.length).toBeGreaterThan(0);
    expect(presentReviewedSheet(await cache.contentOf(quizAt('one')), null)).toBe(reviewed);
    expect(frozenThroughout(reviewed)).toBe(true);

    // The student's view is kept apart and carries no answer keys.
    const draft = presentDraftSheet(kept, null);
    expect(presentDraftSheet(kept, null)).toBe(draft);
    expect(JSON.stringify(draft)).not.toContain('correct_ans');
    expect(JSON.stringify(reviewed)).toContain('correct_ans');

    // One page is a sheet of its own.
    const page = reviewed.pages[0]?.page_break_id ?? 0;
    const onePage = presentReviewedSheet(kept, page);
    expect(onePage).not.toBe(reviewed);
    expect(onePage.page_break_id).toBe(page);
    expect(presentReviewedSheet(kept, page)).toBe(onePage);

    // A new version of the kit is read and presented afresh.
    const next = presentReviewedSheet(await cache.contentOf(quizAt('two')), null);
    expect(next).not.toBe(reviewed);
    expect(next).toEqual(reviewed);
  });

  it('are presented on every call from content read for one call', async () => {
    const content = await sheetContentOf(createContentRepository(t.db), quizAt('one'));

    const first = presentReviewedSheet(content, null);
    const second = presentReviewedSheet(content, null);
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    expect(Object.isFrozen(first.questions)).toBe(false);
  });
});
