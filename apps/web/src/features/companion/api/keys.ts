/**
 * Query keys of the learning companion. Handing work in or starting an attempt changes the
 * student's guide (what is due, where they left off, the last hand-in), so the activities
 * feature refreshes `guide()`; a teacher's class view refreshes itself while it is open.
 */
export const companionKeys = {
  all: ['companion'] as const,
  guide: () => [...companionKeys.all, 'student-guide'] as const,
  teacherClass: (teacherAssignId: number) =>
    [...companionKeys.all, 'teacher-class', teacherAssignId] as const,
};
