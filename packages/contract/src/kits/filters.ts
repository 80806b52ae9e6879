import { z } from 'zod/mini';
import { sentId } from '../bounds.js';
import { blankAsMissing, optionalId } from '../filter-values.js';
import { pageQuery } from '../paging.js';
import { preprocess } from '../preprocess.js';
import { KIT_SEARCH_MAX, kitStatus } from './fields.js';

export { optionalId } from '../filter-values.js';

/** `subjects=1,2`, `subjects=1&subjects=2` (query) or `[1, 2]` (body). */
export const idList = preprocess(
  (value) => {
    const present = blankAsMissing(value);
    if (present === undefined) return undefined;
    const parts = Array.isArray(present) ? present : String(present).split(',');
    return parts.map((part) => (typeof part === 'string' ? part.trim() : part)).filter(Boolean);
  },
  z.optional(z.array(sentId).check(z.maxLength(20))),
);

/** A kit's grade number (1 to 12), as the kit file and class names write it. */
export const gradeNumber = preprocess(
  blankAsMissing,
  z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(12))),
);

export const searchText = preprocess(
  blankAsMissing,
  z.optional(z.string().check(z.trim(), z.maxLength(KIT_SEARCH_MAX))),
);

/** The library filters of spec section 3: grade, subjects, status and a search key. */
export const kitListQuery = z.extend(pageQuery, {
  grade: gradeNumber,
  subjects: idList,
  status: preprocess(blankAsMissing, z.optional(kitStatus)),
  search: searchText,
});

/** Students send their class with every kit call (spec section 7); it defaults to their own. */
export const studentClassParam = { class: optionalId };

/** A kit named by id or by token. */
export const kitRef = z
  .object({ kit_id: optionalId, kit_token: preprocess(blankAsMissing, z.optional(z.uuid())) })
  .check(
    z.refine((ref) => ref.kit_id !== undefined || ref.kit_token !== undefined, {
      message: 'Send kit_id or kit_token.',
      path: ['kit_id'],
    }),
  );
