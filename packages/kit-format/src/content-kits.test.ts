import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadKitLibrary } from './load-kit-library.js';
import { describeProblem } from './problems.js';
import { PACKAGE_ROOT } from './test-support.js';

const CONTENT = join(PACKAGE_ROOT, '../../content/kits');
const library = await loadKitLibrary(CONTENT);

describe('demo kits in content/kits', () => {
  it('has at least eight kits covering every subject and grade 6 to 8 at least twice', () => {
    const kits = library.flatMap((entry) => (entry.kit ? [entry.kit] : []));
    expect(library.length).toBeGreaterThanOrEqual(8);
    for (const subject of ['science', 'mathematics', 'robotics']) {
      expect(
        kits.filter((kit) => kit.subjects.includes(subject as never)).length,
      ).toBeGreaterThanOrEqual(2);
    }
    for (const grade of [6, 7, 8]) {
      expect(kits.filter((kit) => kit.grade === grade).length).toBeGreaterThanOrEqual(2);
    }
  });

  describe.each(library.map((entry) => [entry.folder, entry] as const))('%s', (folder, entry) => {
    it('loads with zero problems', () => {
      expect(entry.problems.map(describeProblem)).toEqual([]);
      expect(entry.kit?.slug).toBe(folder);
    });

    it('has the shape a demo kit needs', () => {
      const kit = entry.kit;
      if (!kit) throw new Error('kit did not load');
      expect(kit.lessons.length).toBeGreaterThanOrEqual(2);
      expect(kit.lessons.length).toBeLessThanOrEqual(4);
      expect(kit.topics.length).toBeGreaterThanOrEqual(2);
      expect(kit.topics.length).toBeLessThanOrEqual(4);
      const lessonBlocks = kit.lessons.flatMap((lesson) =>
        lesson.pages.flatMap((page) => page.blocks),
      );
      expect(lessonBlocks.some((block) => block.type === 'image')).toBe(true);

      const quizzes = kit.activities.filter((activity) => activity.type === 'quiz');
      const quiz = quizzes.find((candidate) => candidate.questions.length >= 8);
      expect(quiz, 'a quiz of 8 or more questions').toBeDefined();
      if (quiz) {
        expect(quiz.page_count).toBeGreaterThan(1);
        const choices = new Set(quiz.questions.map((question) => question.choice));
        expect(choices).toEqual(new Set(['single', 'multiple']));
        const hasImage = quiz.questions.some(
          (question) => question.image || question.options.some((option) => option.image),
        );
        expect(hasImage).toBe(true);
      }

      const quest = kit.activities.find((activity) => activity.type === 'quest');
      expect(quest?.steps.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(quest?.steps.some((step) => step.materials.length > 0)).toBe(true);

      const worksheet = kit.activities.find((activity) => activity.type === 'worksheet');
      expect(worksheet?.questions.length ?? 0).toBeGreaterThanOrEqual(6);
    });
  });
});
