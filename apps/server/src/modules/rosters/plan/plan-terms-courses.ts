import type { PlanLedger } from './plan-ledger.js';
import { type OrgTarget, roleOrgOf } from './plan-orgs.js';

/**
 * academicSessions.csv and courses.csv keep roster records only: the platform has no terms, and
 * a course lends its subjects and grades to the classes that name it. A record the platform
 * exported from its own rows (an organisation's or a class's token) is already in force.
 */
export function planTermsAndCourses(ledger: PlanLedger, orgs: Map<string, OrgTarget>): void {
  const orgTokens = new Set([
    ledger.state.organisation.token,
    ...ledger.state.schools.map((s) => s.token),
  ]);
  const classTokens = new Set(ledger.state.classes.map((c) => c.token));

  const sessions = ledger.rowsOf('academicSessions');
  for (const row of sessions.rows) {
    ledger.settle('academicSessions', row, `Term ${row.title}`, {
      record: null,
      user: null,
      platformChanged: false,
      inForce: orgTokens.has(row.sourcedId),
    });
  }
  for (const r of sessions.ended)
    ledger.deactivateRecord(r, `Term ${String(r.data.title ?? r.sourcedId)}`);

  const courses = ledger.rowsOf('courses');
  for (const row of courses.rows) {
    if (roleOrgOf(ledger, orgs, row.orgSourcedId) === null) {
      ledger.error('courses', row.line, 'orgSourcedId', unknownOrg(row.orgSourcedId));
      continue;
    }
    ledger.settle('courses', row, `Course ${row.title}`, {
      record: null,
      user: null,
      platformChanged: false,
      inForce: classTokens.has(row.sourcedId),
    });
  }
  for (const r of courses.ended)
    ledger.deactivateRecord(r, `Course ${String(r.data.title ?? r.sourcedId)}`);
}

export const unknownOrg = (sourcedId: string) =>
  `No organisation "${sourcedId}" in this bundle or imported before into your organisation.`;
