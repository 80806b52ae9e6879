/** Query keys of the gradebook feature: one grid per class. */
export const gradebookKeys = {
  all: ['gradebook'] as const,
  grid: (classId: number) => [...gradebookKeys.all, 'class', classId] as const,
};
