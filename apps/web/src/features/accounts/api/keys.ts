/** Query keys of the accounts feature; a mutation refreshes exactly what it changed. */
export const accountKeys = {
  all: ['accounts'] as const,
  settings: () => [...accountKeys.all, 'account-settings'] as const,
  teacherSubjects: () => [...accountKeys.all, 'teacher-subjects'] as const,
  privacy: () => [...accountKeys.all, 'user-privacy'] as const,
};
