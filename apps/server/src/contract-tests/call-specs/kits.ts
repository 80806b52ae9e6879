import type { CallSpec } from '../ownership.js';
import { namesClass, namesKit } from './shared.js';

/** Kits, their topics and the libraries. */
export const KITS_SPECS: Record<string, CallSpec> = {
  'kits.listActivityPrintables': {
    rule: 'kit',
    input: (f) => ({ query: { activity_id: f.work.quest.activity.id } }),
  },
  'kits.getKits': namesKit('body', 'kit_id'),
  'kits.listKitLessons': namesKit('body', 'kit_id'),
  'kits.listMaterialsRequired': {
    rule: 'kit',
    input: (f) => ({ body: { activity_token: f.work.quiz.activity.token } }),
  },
  'kits.getStudentKitTopic': namesKit('query', 'kit_token'),
  'kits.listStudentLibrary': namesClass('body', 'class'),
  'kits.listStudentLibraryGet': namesClass('query', 'class'),
  'kits.listStudentRecentlyAssigned': namesClass('query', 'class'),
  'kits.getTeacherKitTopic': namesKit('query', 'kit_token'),
  'kits.getTopicFilters': {
    rule: { S: 'class', T: 'self' },
    input: (f, c) => ({ body: c.role === 'S' ? { class: f.schoolClass.id } : {} }),
  },
  'kits.listTopics': {
    rule: { S: 'class', T: 'kit' },
    // For teachers the kit is a filter of the list: another school's kit leaves it empty.
    refusal: { T: 'empty list' },
    input: (f, c) => ({
      body: c.role === 'S' ? { class: f.schoolClass.id } : { kit_id: f.work.kit.id },
    }),
  },
  'kits.listUnassignedClasses': namesKit('body', 'kit_id'),
};
