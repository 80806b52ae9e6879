import type { EnrollmentRow } from '../bundle/roster-rows.js';
import type { Classes, ClassTarget } from './plan-classes.js';
import type { PlanLedger } from './plan-ledger.js';
import type { People } from './plan-people.js';
import { planRosterChanges } from './roster-teachings.js';

type Enrolment = Pick<EnrollmentRow, 'classSourcedId' | 'userSourcedId' | 'role'> & {
  sourcedId: string;
  line: number | null;
};

/**
 * Maps enrollments.csv: a student's homeroom enrolment places them in that platform class (one
 * homeroom per student); a teacher teaches a homeroom its subjects, and a scheduled class's
 * subjects to the homerooms of its students. What the roster gave before and gives no longer
 * ends (`planRosterChanges`).
 */
export function planEnrollments(ledger: PlanLedger, classes: Classes, people: People): void {
  const { classOf } = classes;
  const userRef = people.refOf;
  const { state, writes } = ledger;
  const placement = new Map(state.placements.map((p) => [p.studentId, p.classId]));
  const taught = new Set(state.teachings.map((t) => `${t.teacherId}/${t.classId}/${t.subjectId}`));
  const teachesClass = new Set(state.teachings.map((t) => `${t.teacherId}/${t.classId}`));
  const effective = [...ledger.effective('enrollments').values()] as Enrolment[];
  const refused = new Set<string>();

  // One homeroom per student, counting what stays of earlier imports.
  const homeroomOf = new Map<string, { cls: ClassTarget; row: Enrolment }>();
  for (const row of effective) {
    if (row.role !== 'student') continue;
    const cls = classOf(row.classSourcedId);
    if (cls?.homeroom == null) continue;
    const school = people.schoolOf(row.userSourcedId);
    if (school !== null && school !== cls.school && row.line !== null) {
      refused.add(row.sourcedId);
      ledger.error(
        'enrollments',
        row.line,
        'classSourcedId',
        "A student's homeroom is a class of their own school.",
      );
      continue;
    }
    const first = homeroomOf.get(row.userSourcedId);
    if (!first) {
      homeroomOf.set(row.userSourcedId, { cls, row });
    } else if (first.cls.homeroom !== cls.homeroom && row.line !== null) {
      refused.add(row.sourcedId);
      ledger.error(
        'enrollments',
        row.line,
        'classSourcedId',
        `A student has one homeroom: this student is already enrolled in ${first.cls.title}.`,
      );
    }
  }

  const { rows, ended } = ledger.rowsOf('enrollments');
  // What a row already in force (unchanged) would write is there: only changed rows write.
  const changed = new Set<string>();
  for (const row of rows) {
    if (refused.has(row.sourcedId)) continue;
    if (row.role !== 'student' && row.role !== 'teacher') {
      ledger.warning(
        'enrollments',
        row.line,
        'role',
        `Kitlab keeps no ${row.role} enrolments: the row was not read.`,
      );
      continue;
    }
    const cls = classOf(row.classSourcedId);
    if (!cls) {
      if (classes.refused.has(row.classSourcedId)) continue;
      if (classes.ended.has(row.classSourcedId)) {
        ledger.error('enrollments', row.line, 'classSourcedId', 'This bundle ends the class.');
        continue;
      }
      ledger.unknown('enrollments', row.line, 'classSourcedId', 'class', row.classSourcedId);
      continue;
    }
    const user = userRef(row.userSourcedId);
    if (user === null) {
      if (people.refused.has(row.userSourcedId)) continue;
      ledger.unknown('enrollments', row.line, 'userSourcedId', 'person', row.userSourcedId);
      continue;
    }
    const inForce =
      typeof user === 'number' &&
      cls.homeroom !== null &&
      (row.role === 'student'
        ? placement.get(user) === cls.homeroom
        : teachesClass.has(`${user}/${cls.homeroom}`));
    const label = `${row.role === 'student' ? 'Student' : 'Teacher'} ${row.userSourcedId} in ${cls.title}`;
    const action = ledger.settle('enrollments', row, label, {
      record: null,
      user,
      platformChanged: false,
      inForce,
    });
    if (action !== 'unchanged') changed.add(row.sourcedId);
  }
  for (const r of ended) ledger.deactivateRecord(r, `Enrolment ${r.sourcedId}`);
  if (ledger.hasErrorIn('enrollments')) return;

  for (const [studentSourcedId, { cls, row }] of homeroomOf) {
    const student = userRef(studentSourcedId);
    if (!changed.has(row.sourcedId) || student === null || cls.homeroom === null) continue;
    if (typeof student === 'number' && placement.get(student) === cls.homeroom) continue;
    writes.placements.push({ student, class: cls.homeroom, school: cls.school });
  }

  planRosterChanges(
    ledger,
    {
      enrolments: effective,
      classOf,
      userOf: userRef,
      homeroomOf: new Map([...homeroomOf].map(([student, { cls }]) => [student, cls])),
    },
    { placement, taught },
  );
}
