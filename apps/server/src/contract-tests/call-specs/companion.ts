import type { CallSpec } from '../ownership.js';
import { teachingIdOf } from './shared.js';

/** The learning companion. */
export const COMPANION_SPECS: Record<string, CallSpec> = {
  'companion.recordBrowserEvent': {
    rule: 'kit',
    input: (f) => ({ body: { kind: 'course_preview', kit_id: f.work.kit.id, platform: 'web' } }),
  },
  'companion.getTeacherClass': {
    rule: 'teaching',
    input: (f) => ({ query: { teacher_assign_id: teachingIdOf(f) } }),
  },
};
