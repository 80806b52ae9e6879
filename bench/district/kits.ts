import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../apps/server/src/db/client.js';
import { kitMediaRoot, seedDemoKits } from '../../apps/server/src/modules/kits/index.js';
import { GRADE_NUMBERS, QUESTIONS_PER_QUIZ, SCHOOL_WEEKS } from './plan.js';

/** The kit format's subjects, as kit.yaml names them, with the subject names of reference data. */
export const KIT_SUBJECTS = [
  { slug: 'science', name: 'Science' },
  { slug: 'mathematics', name: 'Mathematics' },
  { slug: 'robotics', name: 'Robotics' },
] as const;

/** A class meets each subject's quiz once every SUBJECTS weeks: so many quizzes to a kit. */
export const QUIZZES_PER_KIT = Math.ceil(SCHOOL_WEEKS / KIT_SUBJECTS.length);

const REPO_ROOT = join(import.meta.dirname, '..', '..');
const COVER = join(REPO_ROOT, 'content/kits/states-of-matter/cover.svg');

export const kitSlug = (grade: number, subject: string) => `district-${subject}-grade-${grade}`;

function quizYaml(number: number): string {
  const questions = Array.from({ length: QUESTIONS_PER_QUIZ }, (_, q) => {
    const right = (number + q) % 4;
    const options = Array.from(
      { length: 4 },
      (_, o) =>
        `          - text: Answer ${o + 1}${o === right ? '\n            correct: true' : ''}`,
    );
    return [
      `      - slug: question-${q + 1}`,
      `        prompt: Question ${q + 1} of week quiz ${number + 1}?`,
      '        options:',
      ...options,
    ].join('\n');
  });
  return [
    `  - slug: quiz-${number + 1}`,
    '    type: quiz',
    `    title: Quiz ${number + 1}`,
    '    topic: year',
    '    questions:',
    ...questions,
  ].join('\n');
}

function kitYaml(grade: number, subject: (typeof KIT_SUBJECTS)[number]): string {
  return [
    'format: 1',
    `slug: ${kitSlug(grade, subject.slug)}`,
    `title: ${subject.name} quizzes, grade ${grade}`,
    `grade: ${grade}`,
    `subjects: [${subject.slug}]`,
    'description: A quiz for each week of the year, made up for the district benchmark.',
    'topics:',
    '  - slug: year',
    '    title: The year',
    'activities:',
    ...Array.from({ length: QUIZZES_PER_KIT }, (_, n) => quizYaml(n)),
    '',
  ].join('\n');
}

/**
 * A kit for each grade and subject, each with a quiz of 10 single-choice questions for each of
 * its weeks, written as kit folders and imported through the kit importer, as the demo kits are.
 */
export async function importDistrictKits(db: Database): Promise<number> {
  const folder = mkdtempSync(join(tmpdir(), 'kitlab-district-kits-'));
  try {
    for (const grade of GRADE_NUMBERS) {
      for (const subject of KIT_SUBJECTS) {
        const kitFolder = join(folder, 'kits', kitSlug(grade, subject.slug));
        mkdirSync(kitFolder, { recursive: true });
        writeFileSync(join(kitFolder, 'kit.yaml'), kitYaml(grade, subject));
        copyFileSync(COVER, join(kitFolder, 'cover.svg'));
      }
    }
    const media = kitMediaRoot(join(folder, 'data'));
    const imported = await seedDemoKits(db, media, join(folder, 'kits'));
    return imported.length;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
