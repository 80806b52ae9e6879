import { ne } from 'drizzle-orm';
import { assignments } from '../../db/schema/index.js';

/**
 * An assignment that still stands: given and not cancelled. A cancelled one keeps its row (and
 * its work's history), so every reading of current work asks this. The same rule on a row already
 * read is the domain's `isStanding`.
 */
export const standingAssignment = ne(assignments.state, 'cancelled');
