import { z } from 'zod';
import { sentId } from '../bounds.js';
import { pageQuery } from '../paging.js';
import { KIT_SEARCH_MAX, kitStatus } from './shapes.js';

/** Treats '', null and missing alike, as chooser filters send "all" in each of those ways. */
const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

/** `subjects=1,2`, `subjects=1&subjects=2` (query) or `[1, 2]` (body). */
export const idList = z.preprocess((value) => {
  const present = blankAsMissing(value);
  if (present === undefined) return undefined;
  const parts = Array.isArray(present) ? present : String(present).split(',');
  return parts.map((part) => (typeof part === 'string' ? part.trim() : part)).filter(Boolean);
}, z.array(sentId).max(20).optional());

export const optionalId = z.preprocess(blankAsMissing, sentId.optional());

/** A kit's grade number (1 to 12), as the kit file and class names write it. */
export const gradeNumber = z.preprocess(
  blankAsMissing,
  z.coerce.number().int().min(1).max(12).optional(),
);

export const searchText = z.preprocess(
  blankAsMissing,
  z.string().trim().max(KIT_SEARCH_MAX).optional(),
);

/** The library filters of spec section 3: grade, subjects, status and a search key. */
export const kitListQuery = pageQuery.extend({
  grade: gradeNumber,
  subjects: idList,
  status: z.preprocess(blankAsMissing, kitStatus.optional()),
  search: searchText,
});

/** Students send their class with every kit call (spec section 7); it defaults to their own. */
export const studentClassParam = { class: optionalId };

/** A kit named by id or by token. */
export const kitRef = z
  .object({ kit_id: optionalId, kit_token: z.preprocess(blankAsMissing, z.uuid().optional()) })
  .refine((ref) => ref.kit_id !== undefined || ref.kit_token !== undefined, {
    message: 'Send kit_id or kit_token.',
    path: ['kit_id'],
  });
