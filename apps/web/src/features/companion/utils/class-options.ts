import type { StoredSession } from '../../../lib/session-storage';

export type TeacherClass = StoredSession['teacher_classes'][number];

/** What the selector shows before a class is chosen (spec section 2). */
export const NO_CLASS_CHOSEN = 'Select';

/** Spec section 2: each class reads "class name - subject name". */
export function classOptionLabel(
  teacherClass: Pick<TeacherClass, 'class_name' | 'class_subject_name'>,
) {
  return `${teacherClass.class_name} - ${teacherClass.class_subject_name}`;
}

/** The selector's options: "Select" (no class) first, then each teacher class by its label. */
export function classOptions(classes: readonly TeacherClass[]) {
  return [
    { value: '', label: NO_CLASS_CHOSEN },
    ...classes.map((c) => ({ value: String(c.teacher_assign_id), label: classOptionLabel(c) })),
  ];
}
