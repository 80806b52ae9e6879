import type { ClassRow, EnrollmentRow } from '../bundle/roster-rows.js';
import type { Ref } from '../roster-state.js';
import type { ClassTarget } from './plan-classes.js';
import type { PlanLedger } from './plan-ledger.js';

type Enrolled = Pick<EnrollmentRow, 'classSourcedId' | 'userSourcedId' | 'role'>;

export interface TeachingWrite {
  teacher: Ref;
  class: Ref;
  school: Ref;
  subjectId: number;
}

/** A roster as placements and teachings follow from it: its enrolments, classes and people. */
export interface RosterView {
  enrolments: readonly Enrolled[];
  classOf(sourcedId: string): ClassTarget | null;
  userOf(sourcedId: string): Ref | null;
  /** Each student's homeroom, by the student's sourcedId. */
  homeroomOf: ReadonlyMap<string, ClassTarget>;
}

const keyOf = (t: TeachingWrite) => `${t.teacher}/${t.class}/${t.subjectId}`;

/**
 * The teachings a roster gives, by `teacher/class/subject`: a teacher enrolled in a homeroom
 * teaches it the class's subjects; one enrolled in a scheduled class teaches its subjects to the
 * homerooms of its students.
 */
export function derivedTeachings(view: RosterView): Map<string, TeachingWrite> {
  const studentsOf = new Map<string, string[]>();
  for (const e of view.enrolments) {
    if (e.role !== 'student') continue;
    const list = studentsOf.get(e.classSourcedId) ?? [];
    list.push(e.userSourcedId);
    studentsOf.set(e.classSourcedId, list);
  }
  const teachings = new Map<string, TeachingWrite>();
  for (const e of view.enrolments) {
    if (e.role !== 'teacher') continue;
    const cls = view.classOf(e.classSourcedId);
    const teacher = view.userOf(e.userSourcedId);
    if (!cls || teacher === null) continue;
    const homerooms =
      cls.homeroom !== null
        ? [cls]
        : (studentsOf.get(e.classSourcedId) ?? []).flatMap((s) => view.homeroomOf.get(s) ?? []);
    for (const { homeroom, school } of homerooms) {
      if (homeroom === null) continue;
      for (const subjectId of cls.subjectIds) {
        const teaching = { teacher, class: homeroom, school, subjectId };
        teachings.set(keyOf(teaching), teaching);
      }
    }
  }
  return teachings;
}

/**
 * The roster the active records of earlier imports describe (platform rows named by token as
 * they are), to tell what an import ends: what it gave then and no longer gives.
 */
export function recordedRoster(ledger: PlanLedger): RosterView {
  const { state } = ledger;
  const subjectIds = new Map(state.subjects.map((s) => [s.name, s.id]));
  const classById = new Map(state.classes.map((c) => [c.id, c]));
  const classByToken = new Map(state.classes.map((c) => [c.token, c]));
  const userByToken = new Map(state.users.map((u) => [u.token, u.id]));
  const active = (file: 'courses' | 'enrollments') =>
    ledger.recordsOf(file).filter((r) => r.active);
  const courseSubjects = new Map(
    active('courses').map((r) => [r.sourcedId, (r.data.subjects as string[] | undefined) ?? []]),
  );
  const classOf = (sourcedId: string): ClassTarget | null => {
    const record = ledger.record('classes', sourcedId);
    if (record?.active) {
      const data = record.data as Partial<ClassRow>;
      const subjects = data.subjects?.length
        ? data.subjects
        : (courseSubjects.get(data.courseSourcedId ?? '') ?? []);
      const homeroom = data.classType === 'homeroom' ? record.recordId : null;
      return {
        homeroom,
        school: (homeroom !== null ? classById.get(homeroom)?.organisationId : undefined) ?? 0,
        subjectIds: subjects.flatMap((name) => subjectIds.get(name) ?? []),
        title: data.title ?? sourcedId,
      };
    }
    const own = classByToken.get(sourcedId);
    return own
      ? { homeroom: own.id, school: own.organisationId, subjectIds: [], title: own.name }
      : null;
  };
  const userOf = (sourcedId: string): Ref | null =>
    ledger.record('users', sourcedId)?.recordId ?? userByToken.get(sourcedId) ?? null;
  const enrolments = active('enrollments').map((r) => r.data as unknown as Enrolled);
  const homeroomOf = new Map<string, ClassTarget>();
  for (const e of enrolments) {
    const cls = e.role === 'student' ? classOf(e.classSourcedId) : null;
    if (cls?.homeroom != null && !homeroomOf.has(e.userSourcedId))
      homeroomOf.set(e.userSourcedId, cls);
  }
  return { enrolments, classOf, userOf, homeroomOf };
}

/**
 * Ends what the roster gave before and no longer gives, where it is still there: a student's
 * placement in the homeroom they had (they are left unplaced), and teachings. A teaching no
 * earlier import gave (made in the app) is never taken away; one the roster newly gives is added.
 */
export function planRosterChanges(
  ledger: PlanLedger,
  after: RosterView,
  now: { placement: ReadonlyMap<number, number>; taught: ReadonlySet<string> },
): void {
  const { writes } = ledger;
  const before = recordedRoster(ledger);
  const placedAfter = new Set([...after.homeroomOf.keys()].map(after.userOf));
  for (const [student, { homeroom }] of before.homeroomOf) {
    const id = before.userOf(student);
    if (typeof id !== 'number' || typeof homeroom !== 'number' || placedAfter.has(id)) continue;
    if (now.placement.get(id) === homeroom)
      writes.endedPlacements.push({ studentId: id, classId: homeroom });
  }
  const gaveBefore = derivedTeachings(before);
  const gives = derivedTeachings(after);
  for (const [key, teaching] of gives)
    if (!gaveBefore.has(key) && !now.taught.has(key)) writes.teachings.push(teaching);
  for (const [key, { teacher, class: cls, subjectId }] of gaveBefore) {
    if (gives.has(key) || !now.taught.has(key)) continue;
    if (typeof teacher === 'number' && typeof cls === 'number')
      writes.endedTeachings.push({ teacherId: teacher, classId: cls, subjectId });
  }
}
