import type { CallSpec } from '../ownership.js';
import { namesClass } from './shared.js';

/** A class's gradebook. */
export const GRADEBOOK_SPECS: Record<string, CallSpec> = {
  'gradebook.classGradebook': {
    ...namesClass('query', 'class_id'),
    // Its work is in one subject: a teacher of the class in another sees the class without it.
    rule: 'classWork',
    refusal: { otherSubjectTeacher: 'empty list' },
    listOf: (answer) => (answer as { columns?: unknown }).columns,
  },
};
