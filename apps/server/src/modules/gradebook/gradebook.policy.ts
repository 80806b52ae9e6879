/** Who may open a class's gradebook: a pure rule, tested without a database. */

export interface GradebookTeacher {
  userId: number;
  organisationId: number;
}

export interface GradebookClass {
  organisationId: number;
  /** Teachers with a teaching assignment (any subject) in the class. */
  teacherIds: readonly number[];
}

/**
 * A teacher opens the gradebook of a class they teach in their own school. Any other class is
 * treated as absent (404), so ids of other schools' classes cannot be probed.
 */
export function canOpenGradebook(teacher: GradebookTeacher, schoolClass: GradebookClass): boolean {
  return (
    schoolClass.organisationId === teacher.organisationId &&
    schoolClass.teacherIds.includes(teacher.userId)
  );
}
