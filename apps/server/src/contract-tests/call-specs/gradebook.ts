import type { CallSpec } from '../ownership.js';
import { namesClass } from './shared.js';

/** A class's gradebook. */
export const GRADEBOOK_SPECS: Record<string, CallSpec> = {
  'gradebook.classGradebook': namesClass('query', 'class_id'),
};
