import type { rosters } from '@kitlab/contract';
import type { RosterBundle } from '../bundle/roster-rows.js';
import type { RosterState } from '../roster-state.js';
import type { ImportWrites } from './import-writes.js';
import { planClasses } from './plan-classes.js';
import { planEnrollments } from './plan-enrollments.js';
import { PlanLedger } from './plan-ledger.js';
import { planOrgs } from './plan-orgs.js';
import { planPeople } from './plan-people.js';
import { planTermsAndCourses } from './plan-terms-courses.js';

export interface ImportPlan {
  counts: Record<string, rosters.RosterFileCounts>;
  problems: rosters.RosterProblem[];
  changes: rosters.RosterChange[];
  writes: ImportWrites;
  /** Whether any problem is an error: the bundle is then refused whole. */
  refused: boolean;
}

/**
 * What importing a bundle into an organisation does, decided without the database: per file
 * counts, the problems (reading's and those that need the organisation's state), the changes
 * a screen lists, and the writes. Files are taken in the binding's order, a record before what
 * names it.
 */
export function planImport(bundle: RosterBundle, state: RosterState): ImportPlan {
  const ledger = new PlanLedger(bundle, state);
  for (const [file, content] of Object.entries(bundle.files)) {
    const read = ledger.problems.some(
      (p) => p.file === `${file}.csv` && p.line === null && p.severity === 'error',
    );
    if (content.mode === 'bulk' && content.rows.length === 0 && !read) {
      ledger.error(
        file as keyof typeof bundle.files,
        null,
        null,
        'A bulk file with no rows would end every record: send the rows, or mark the file absent.',
      );
    }
  }
  const orgs = planOrgs(ledger);
  planTermsAndCourses(ledger, orgs);
  const classes = planClasses(ledger, orgs);
  const people = planPeople(ledger, orgs);
  planEnrollments(ledger, classes, people);
  const refused = ledger.problems.some((p) => p.severity === 'error');
  return {
    counts: ledger.counts,
    problems: ledger.problems,
    changes: ledger.changes,
    writes: ledger.writes,
    refused,
  };
}
