import type { ClassRow } from '../bundle/roster-rows.js';
import type { Ref } from '../roster-state.js';
import { gradeNumberOf } from './grades.js';
import type { PlanLedger } from './plan-ledger.js';
import { type OrgTarget, schoolOf } from './plan-orgs.js';
import { unknownOrg } from './plan-terms-courses.js';

/** A class as enrolments use it: a homeroom is a platform class; a scheduled class is not. */
export interface ClassTarget {
  homeroom: Ref | null;
  school: Ref;
  /** The platform subjects its teachers teach (ids), from the class or else its course. */
  subjectIds: number[];
  title: string;
}

/**
 * Maps classes.csv: a homeroom becomes (or updates) a platform class of its school, its grade a
 * CEDS code the platform takes; a scheduled class keeps a record, its subjects taught to the
 * homerooms of its students. Subjects match platform subjects by exact name.
 */
/** The classes of the bundle as enrolments name them; a refused class's rows add no error. */
export interface Classes {
  classOf(sourcedId: string): ClassTarget | null;
  refused: Set<string>;
  /** Classes the bundle ends (missing from a bulk file, or `tobedeleted`). */
  ended: Set<string>;
}

export function planClasses(ledger: PlanLedger, orgs: Map<string, OrgTarget>): Classes {
  const { state, writes } = ledger;
  const targets = new Map<string, ClassTarget>();
  const courses = ledger.effective('courses');
  const subjectIds = new Map(state.subjects.map((s) => [s.name, s.id]));
  const knownGrades = new Set(state.grades.map((g) => g.number));
  const classById = new Map(state.classes.map((c) => [c.id, c]));
  const classByToken = new Map(state.classes.map((c) => [c.token, c]));
  const namesTaken = new Map(state.classes.map((c) => [`${c.organisationId}/${c.name}`, c.id]));
  const { rows, ended } = ledger.rowsOf('classes');
  const refused = new Set<string>();

  for (const row of rows) {
    refused.add(row.sourcedId); // until the row is taken below
    const school = schoolOf(ledger, orgs, row.schoolSourcedId);
    if (school === null) {
      ledger.error('classes', row.line, 'schoolSourcedId', unknownOrg(row.schoolSourcedId));
      continue;
    }
    const course = courses.get(row.courseSourcedId);
    if (!course && !classByToken.has(row.courseSourcedId)) {
      ledger.unknown('classes', row.line, 'courseSourcedId', 'course', row.courseSourcedId);
      continue;
    }
    const subjects = row.subjects.length > 0 ? row.subjects : (course?.subjects ?? []);
    const unknown = subjects.filter((name) => !subjectIds.has(name));
    if (unknown.length > 0) {
      ledger.warning(
        'classes',
        row.line,
        'subjects',
        `Kitlab has no subject named ${unknown.map((n) => `"${n}"`).join(', ')}: no teacher is given this class for it.`,
      );
    }
    const target: ClassTarget = {
      homeroom: null,
      school,
      subjectIds: subjects.flatMap((name) => subjectIds.get(name) ?? []),
      title: row.title,
    };
    if (row.classType === 'scheduled') {
      targets.set(row.sourcedId, target);
      ledger.settle('classes', row, `Class ${row.title}`, {
        record: null,
        user: null,
        platformChanged: false,
        inForce: false,
      });
      refused.delete(row.sourcedId);
      continue;
    }
    const gradeCodes = row.grades.length > 0 ? row.grades : (course?.grades ?? []);
    const gradeNumber = gradeCodes.length === 1 ? gradeNumberOf(gradeCodes[0] ?? '') : null;
    if (gradeNumber === null) {
      ledger.error(
        'classes',
        row.line,
        'grades',
        'A homeroom has one grade, a CEDS code from KG to 12 (KG, 01 ... 12).',
      );
      continue;
    }
    const known = ledger.record('classes', row.sourcedId)?.recordId;
    const existing =
      (known != null ? classById.get(known) : undefined) ?? classByToken.get(row.sourcedId);
    const nameKey = `${school}/${row.title}`;
    const holder = namesTaken.get(nameKey);
    if (holder !== undefined && holder !== existing?.id) {
      ledger.error(
        'classes',
        row.line,
        'title',
        `The school already has a class named "${row.title}".`,
      );
      continue;
    }
    namesTaken.set(nameKey, existing?.id ?? -1);
    if (!knownGrades.has(gradeNumber)) {
      knownGrades.add(gradeNumber);
      writes.gradeNumbers.push(gradeNumber);
    }
    let ref: Ref;
    let changed: boolean;
    if (existing) {
      ref = existing.id;
      changed = existing.name !== row.title || existing.gradeNumber !== gradeNumber;
      if (changed) writes.classUpdates.push({ id: existing.id, gradeNumber, name: row.title });
    } else {
      ref = `classes:${row.sourcedId}`;
      changed = true;
      writes.newClasses.push({ key: ref, school, gradeNumber, name: row.title });
    }
    targets.set(row.sourcedId, { ...target, homeroom: ref });
    refused.delete(row.sourcedId);
    ledger.settle('classes', row, `Class ${row.title}`, {
      record: ref,
      user: null,
      platformChanged: changed,
      inForce: existing !== undefined,
    });
  }
  for (const r of ended) ledger.deactivateRecord(r, `Class ${String(r.data.title ?? r.sourcedId)}`);
  const endedIds = new Set(ended.map((r) => r.sourcedId));

  const fromState = new Map<string, ClassTarget | null>();
  const classOf = (sourcedId: string) => {
    const target = targets.get(sourcedId);
    if (target) return target;
    if (endedIds.has(sourcedId)) return null; // its enrolments give nothing any more
    if (!fromState.has(sourcedId))
      fromState.set(sourcedId, classFromState(ledger, sourcedId, { subjectIds, orgs, courses }));
    return fromState.get(sourcedId) ?? null;
  };
  return { classOf, refused, ended: endedIds };
}

/** A class the bundle names without sending it: recorded before, or a platform class's token. */
function classFromState(
  ledger: PlanLedger,
  sourcedId: string,
  known: {
    subjectIds: Map<string, number>;
    orgs: Map<string, OrgTarget>;
    courses: ReturnType<PlanLedger['effective']>;
  },
): ClassTarget | null {
  const { subjectIds, orgs, courses } = known;
  const record = ledger.record('classes', sourcedId);
  if (record?.active) {
    const data = record.data as Partial<ClassRow>;
    const school = schoolOf(ledger, orgs, data.schoolSourcedId ?? '');
    if (school === null) return null;
    const course = courses.get(data.courseSourcedId ?? '') as { subjects?: string[] } | undefined;
    const subjects = data.subjects?.length ? data.subjects : (course?.subjects ?? []);
    return {
      homeroom: data.classType === 'homeroom' ? record.recordId : null,
      school,
      subjectIds: subjects.flatMap((name) => subjectIds.get(name) ?? []),
      title: data.title ?? sourcedId,
    };
  }
  const own = ledger.state.classes.find((c) => c.token === sourcedId);
  if (!own) return null;
  return { homeroom: own.id, school: own.organisationId, subjectIds: [], title: own.name };
}
