import type { CallSpec } from '../ownership.js';
import { namesClass, namesKit } from './shared.js';

/** Kits, their topics and the libraries. */
export const KITS_SPECS: Record<string, CallSpec> = {
  'kits.activityPrintables': {
    rule: 'kit',
    input: (f) => ({ query: { activity_id: f.work.quest.activity.id } }),
  },
  'kits.getKits': namesKit('body', 'kit_id'),
  'kits.lessonsByKit': namesKit('body', 'kit_id'),
  'kits.materialsRequired': {
    rule: 'kit',
    input: (f) => ({ body: { activity_token: f.work.quiz.activity.token } }),
  },
  'kits.studentKitTopic': namesKit('query', 'kit_token'),
  'kits.studentLibrary': namesClass('body', 'class'),
  'kits.studentLibraryGet': namesClass('query', 'class'),
  'kits.studentRecentlyAssigned': namesClass('query', 'class'),
  'kits.teacherKitTopic': namesKit('query', 'kit_token'),
  'kits.topicListFilters': {
    rule: { S: 'class', T: 'self' },
    input: (f, c) => ({ body: c.role === 'S' ? { class: f.schoolClass.id } : {} }),
  },
  'kits.topicListView': {
    rule: { S: 'class', T: 'kit' },
    // For teachers the kit is a filter of the list: another school's kit leaves it empty.
    refusal: { T: 'empty list' },
    input: (f, c) => ({
      body: c.role === 'S' ? { class: f.schoolClass.id } : { kit_id: f.work.kit.id },
    }),
  },
  'kits.unassignedClasses': namesKit('body', 'kit_id'),
};
