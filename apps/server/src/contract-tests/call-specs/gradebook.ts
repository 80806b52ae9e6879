import type { CallSpec } from '../ownership.js';
import { listsClassWork, namesClass } from './shared.js';

/** A class's gradebook. */
export const GRADEBOOK_SPECS: Record<string, CallSpec> = {
  'gradebook.getClassGradebook': listsClassWork(
    namesClass('query', 'class_id'),
    (answer) => (answer as { columns?: unknown }).columns,
  ),
};
