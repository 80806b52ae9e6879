import type { reports } from '@kitlab/contract';
import { meanPercentage, scorePercentage } from '@kitlab/domain';
import type { ManagedSchool } from './admin-report.policy.js';
import type {
  ActiveSums,
  GroupStudents,
  Scene,
  StudentSums,
  TeachingSums,
} from './admin-report.repository.js';

type Level = reports.ReportLevel;
type Figures = reports.ReportFigures;

/** What a group's figures are made of. */
export interface Sums {
  assignments: number;
  work: number;
  handedIn: number;
  marked: number;
  percentageSum: number;
  active: number;
  students: number;
}

const NO_SUMS: Sums = {
  assignments: 0,
  work: 0,
  handedIn: 0,
  marked: 0,
  percentageSum: 0,
  active: 0,
  students: 0,
};

/**
 * The figures of some sums (decision 0057): completion is hand-ins out of the work assigned, the
 * average score the mean of the marked hand-ins' percentages, rounded as a mean of percentages.
 */
export function figuresOf(sums: Sums): Figures {
  return {
    assignments: sums.assignments,
    work: { count: sums.handedIn, out_of: sums.work },
    completion: scorePercentage(sums.handedIn, sums.work),
    average_score: {
      // The mean of `marked` percentages is their sum over their count, rounded as every mean is.
      percentage: sums.marked === 0 ? null : meanPercentage([sums.percentageSum / sums.marked]),
      out_of: sums.marked,
    },
    active_students: { count: sums.active, out_of: sums.students },
  };
}

const DRILL: Record<Level, reports.ReportGroup['drill']> = {
  school: 'school_token',
  grade: 'grade_id',
  class: 'class_id',
  subject: 'subject_id',
  teacher: 'teacher_token',
  student: null,
};

/** A group's name and the filter value that drills down to it, when the group is known. */
interface GroupName {
  key: string;
  name: string;
}

export interface ReportRows {
  scene: Scene;
  schools: readonly ManagedSchool[];
  teaching: readonly TeachingSums[];
  activity: readonly ActiveSums[];
  students: readonly StudentSums[];
}

const groupId = (level: string, key: number | null) => `${level}:${key ?? ''}`;

/** The names of the groups the scene knows, by level and key (what the filters offer). */
function namesOf(rows: ReportRows): Map<string, GroupName> {
  const names = new Map<string, GroupName>();
  const add = (level: Level, id: number, key: string, name: string) =>
    names.set(groupId(level, id), { key, name });
  for (const s of rows.schools) add('school', s.id, s.token, s.name);
  for (const g of rows.scene.grades) add('grade', g.id, String(g.id), g.name);
  for (const c of rows.scene.classes) add('class', c.id, String(c.id), c.name);
  for (const s of rows.scene.subjects) add('subject', s.id, String(s.id), s.name);
  for (const t of rows.scene.teachers) {
    add('teacher', t.id, t.token, `${t.firstName} ${t.lastName}`);
  }
  for (const t of rows.teaching) {
    if (t.level === 'week' || t.level === 'total' || t.key === null || t.name === null) continue;
    if (names.has(groupId(t.level, t.key))) continue;
    add(t.level, t.key, t.token ?? String(t.key), t.name);
  }
  return names;
}

/** Every group's sums by level and key (weeks by their Monday), the total under 'total:'. */
function sumsByGroup(rows: ReportRows): Map<string, Sums> {
  const sums = new Map<string, Sums>();
  const of = (id: string) => {
    let found = sums.get(id);
    if (!found) {
      found = { ...NO_SUMS };
      sums.set(id, found);
    }
    return found;
  };
  const idOf = (row: { level: string; key: number | null; week: string | null }) =>
    row.level === 'week' ? `week:${row.week}` : groupId(row.level, row.key);
  for (const t of rows.teaching) {
    const s = of(idOf(t));
    s.assignments = t.assignments;
    s.work = t.work;
    s.handedIn = t.handedIn;
    s.marked = t.marked;
    s.percentageSum = t.percentageSum;
  }
  for (const a of rows.activity) of(idOf(a)).active = a.active;
  for (const g of rows.scene.students) of(groupId(g.level, g.key)).students = g.students;
  return sums;
}

/** A level's groups: every group the figures or the scene count, by name. */
function breakdownOf(
  level: Exclude<Level, 'student'>,
  sums: Map<string, Sums>,
  names: Map<string, GroupName>,
): reports.ReportBreakdown {
  const groups: reports.ReportGroup[] = [];
  for (const [id, s] of sums) {
    if (!id.startsWith(`${level}:`)) continue;
    const name = names.get(id);
    if (!name) continue;
    groups.push({ key: name.key, name: name.name, drill: DRILL[level], figures: figuresOf(s) });
  }
  groups.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  return { level, groups };
}

function studentsBreakdown(students: readonly StudentSums[]): reports.ReportBreakdown {
  return {
    level: 'student',
    groups: students.map((s) => ({
      key: s.token,
      name: `${s.firstName} ${s.lastName}`,
      drill: null,
      figures: figuresOf({ ...s, active: s.active ? 1 : 0, students: 1 }),
    })),
  };
}

/** The breakdowns asked for, in the order given, and the weeks (oldest first, empty included). */
export function presentFigures(
  rows: ReportRows,
  levels: readonly Level[],
  weeks: readonly string[],
): Pick<reports.AdminReport, 'totals' | 'breakdowns' | 'weeks'> {
  const sums = sumsByGroup(rows);
  const names = namesOf(rows);
  const total = sums.get(groupId('total', null)) ?? NO_SUMS;
  return {
    totals: figuresOf(total),
    breakdowns: levels.map((level) =>
      level === 'student' ? studentsBreakdown(rows.students) : breakdownOf(level, sums, names),
    ),
    weeks: weeks.map((week) => ({
      week_start: week,
      figures: figuresOf({ ...(sums.get(`week:${week}`) ?? NO_SUMS), students: total.students }),
    })),
  };
}

/** A filter's options and chosen value. */
export const filterOf = (
  options: readonly reports.FilterOption[],
  selected: string | number | undefined,
): reports.ReportFilter => ({
  options: [...options],
  selected: selected === undefined ? null : String(selected),
});

export const namedOptions = (named: readonly { id: number; name: string }[]) =>
  named.map((n) => ({ value: String(n.id), label: n.name }));

export type { GroupStudents };
