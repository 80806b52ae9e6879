import type { KitAccess } from './kit-access.js';
import type { RecentAssignmentRow } from './kit-assignments.js';
import type { KitFacts } from './kit-catalogue.js';
import type { presentKitCard } from './kit-summary.presenter.js';
import type { LibraryRepository } from './library.repository.js';

type TopicRow = Awaited<ReturnType<LibraryRepository['listTopics']>>['rows'][number];
type SubjectRow = Awaited<ReturnType<LibraryRepository['subjectsOf']>>[number];
type ActivityTypeCount = Awaited<ReturnType<LibraryRepository['activityTypesOf']>>[number];
type TeachingRow = Awaited<ReturnType<KitAccess['readers']['teachingOf']>>[number];
type OwnClassRow = NonNullable<Awaited<ReturnType<KitAccess['readers']['studentClassOf']>>>;

/** A grade among the filter choices. */
export function presentGradeChoice(kit: KitFacts) {
  return { id: kit.gradeId, number: kit.grade, name: kit.gradeName };
}

/** A kit among the topic filter choices. */
export function presentKitChoice(kit: KitFacts) {
  return { kit_id: kit.id, kit_token: kit.token, title: kit.title };
}

/** A topic of the topic list, with its kit's subjects and its live activities by type. */
export function presentTopic(row: TopicRow, subjects: SubjectRow[], types: ActivityTypeCount[]) {
  const own = types.filter((t) => t.topicId === row.id);
  return {
    topic_id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    position: row.position,
    kit_id: row.kitId,
    kit_token: row.kitToken,
    kit_title: row.kitTitle,
    grade: row.grade,
    subjects: subjects
      .filter((s) => s.kitId === row.kitId)
      .map((s) => ({ id: s.id, name: s.name })),
    activity_count: own.reduce((sum, t) => sum + t.n, 0),
    activity_types: own.map((t) => t.type).sort(),
  };
}

/** A recent assignment of a kit the reader may see, with the kit's card. */
export function presentRecentAssignment(
  row: RecentAssignmentRow,
  kit: ReturnType<typeof presentKitCard>,
) {
  return {
    assignment_id: row.assignmentId,
    kit,
    class_id: row.classId,
    class_name: row.className,
    class_grade_name: row.classGradeName,
    subject_name: row.subjectName,
    assigned_at: row.assignedAt.toISOString(),
    due_date: row.dueDate,
    status: row.status,
  };
}

type ClassFacts = Pick<OwnClassRow, 'classId' | 'className' | 'classToken' | 'gradeId' | 'grade'>;

function presentClass(row: ClassFacts) {
  return {
    class_id: row.classId,
    class_name: row.className,
    class_token: row.classToken,
    class_grade_id: row.gradeId,
    grade: row.grade,
  };
}

/** A class a teacher teaches, in one subject. */
export function presentTeaching(row: TeachingRow) {
  return {
    ...presentClass(row),
    teacher_assign_id: row.teacherAssignId,
    subject_id: row.subjectId,
    subject_name: row.subjectName,
  };
}

/** A student's own class, in the teaching shape with no subject. */
export function presentOwnClass(row: OwnClassRow) {
  return { ...presentClass(row), teacher_assign_id: null, subject_id: null, subject_name: null };
}
