import type { buildGradebook } from './gradebook-grid.js';

/** A class's gradebook grid, named by the class. */
export function presentGradebook(
  schoolClass: { id: number; name: string },
  grid: ReturnType<typeof buildGradebook>,
) {
  return { class_id: schoolClass.id, class_name: schoolClass.name, ...grid };
}
