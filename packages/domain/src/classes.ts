/** Spec section 5: the grade is the first number in a class name ("6A" -> 6, "Grade 7 B" -> 7). */
export function gradeFromClassName(className: string): number | null {
  const match = /\d+/.exec(className);
  return match ? Number.parseInt(match[0], 10) : null;
}

/** "class name - subject name", the label the specification gives a teacher's class. */
export function teacherClassLabel(className: string, subjectName: string): string {
  return `${className} - ${subjectName}`;
}
