import type { OrgRow } from '../bundle/roster-rows.js';
import type { Ref } from '../roster-state.js';
import type { PlanLedger } from './plan-ledger.js';

/** An org of the bundle as the platform takes it: the district, a school, or nothing. */
export type OrgTarget = { kind: 'district'; id: number } | { kind: 'school'; ref: Ref };

/**
 * Maps orgs.csv onto the administrator's organisations. A district administrator's bundle holds
 * their district (one `district` org) and its schools, matched by record or token or else created
 * in the district; a school administrator's holds their school and at most its district, which is
 * left untouched. Other org types are not read.
 */
export function planOrgs(ledger: PlanLedger): Map<string, OrgTarget> {
  const { organisation, schools } = ledger.state;
  const targets = new Map<string, OrgTarget>();
  const { rows, ended } = ledger.rowsOf('orgs');
  const schoolById = new Map(schools.map((s) => [s.id, s]));
  const schoolByToken = new Map(schools.map((s) => [s.token, s]));
  const isDistrictAdmin = organisation.kind === 'district';
  const ownSchoolRows = rows.filter((r) => r.type === 'school');

  for (const row of rows) {
    if (row.type === 'district') {
      planDistrict(ledger, row, targets);
    } else if (row.type === 'school') {
      const known = ledger.record('orgs', row.sourcedId)?.recordId;
      const matched =
        (known != null ? schoolById.get(known) : undefined) ?? schoolByToken.get(row.sourcedId);
      if (isDistrictAdmin) {
        if (matched) {
          targets.set(row.sourcedId, { kind: 'school', ref: matched.id });
          const renamed = matched.name !== row.name;
          if (renamed) ledger.writes.schoolNames.push({ id: matched.id, name: row.name });
          ledger.settle('orgs', row, `School ${row.name}`, {
            record: matched.id,
            user: null,
            platformChanged: renamed,
            inForce: true,
          });
        } else {
          const key = `orgs:${row.sourcedId}`;
          ledger.writes.newSchools.push({ key, name: row.name, parentId: organisation.id });
          targets.set(row.sourcedId, { kind: 'school', ref: key });
          ledger.settle('orgs', row, `School ${row.name}`, {
            record: key,
            user: null,
            platformChanged: true,
            inForce: false,
          });
        }
      } else if (
        matched?.id === organisation.id ||
        (!matched && ownSchoolRows.length === 1 && !ownSchoolRecorded(ledger, row.sourcedId))
      ) {
        targets.set(row.sourcedId, { kind: 'school', ref: organisation.id });
        ledger.settle('orgs', row, `School ${organisation.name}`, {
          record: organisation.id,
          user: null,
          platformChanged: false,
          inForce: true,
        });
      } else {
        ledger.error(
          'orgs',
          row.line,
          'sourcedId',
          'This school is not yours: a school administrator imports their own school only.',
        );
      }
    } else {
      ledger.warning(
        'orgs',
        row.line,
        'type',
        `Kitlab has districts and schools only: this ${row.type} was not read.`,
      );
    }
  }
  for (const record of ended) ledger.deactivateRecord(record, `Organisation ${record.sourcedId}`);
  return targets;
}

/** Whether another sourcedId is already recorded as the administrator's own school. */
function ownSchoolRecorded(ledger: PlanLedger, sourcedId: string): boolean {
  return ledger
    .recordsOf('orgs')
    .some(
      (r) => r.active && r.recordId === ledger.state.organisation.id && r.sourcedId !== sourcedId,
    );
}

function planDistrict(ledger: PlanLedger, row: OrgRow, targets: Map<string, OrgTarget>) {
  const { organisation } = ledger.state;
  const districtId = organisation.kind === 'district' ? organisation.id : organisation.parentId;
  const already = [...targets.values()].some((t) => t.kind === 'district');
  if (districtId === null || already) {
    ledger.error('orgs', row.line, 'type', 'A bundle holds one district: yours.');
    return;
  }
  targets.set(row.sourcedId, { kind: 'district', id: districtId });
  // The district's own name and settings stay as they are: only its record is kept.
  ledger.settle('orgs', row, 'District', {
    record: districtId,
    user: null,
    platformChanged: false,
    inForce: true,
  });
}

/** The school an org sourcedId names: in the bundle, recorded before, or a school's token. */
export function schoolOf(
  ledger: PlanLedger,
  targets: Map<string, OrgTarget>,
  sourcedId: string,
): Ref | null {
  const target = targets.get(sourcedId);
  if (target) return target.kind === 'school' ? target.ref : null;
  const schoolIds = new Set(ledger.state.schools.map((s) => s.id));
  const known = ledger.record('orgs', sourcedId);
  if (known?.active && known.recordId != null && schoolIds.has(known.recordId))
    return known.recordId;
  return ledger.state.schools.find((s) => s.token === sourcedId)?.id ?? null;
}

/** The organisation an org sourcedId names for a role: a school, or the administrator's district. */
export function roleOrgOf(
  ledger: PlanLedger,
  targets: Map<string, OrgTarget>,
  sourcedId: string,
): { kind: 'district'; id: number } | { kind: 'school'; ref: Ref } | null {
  const school = schoolOf(ledger, targets, sourcedId);
  if (school !== null) return { kind: 'school', ref: school };
  const target = targets.get(sourcedId);
  if (target?.kind === 'district') return target;
  const { organisation } = ledger.state;
  const known = ledger.record('orgs', sourcedId);
  if (
    organisation.kind === 'district' &&
    (organisation.token === sourcedId || known?.recordId === organisation.id)
  )
    return { kind: 'district', id: organisation.id };
  return null;
}
