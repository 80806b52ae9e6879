import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import { districtOf, schoolsVisibleTo } from '../organisations/index.js';
import { presentHierarchy } from './hierarchy.presenter.js';
import { createHierarchyRepository } from './hierarchy.repository.js';

/** The organisation hierarchy a staff member may see, for choosers and filters. */
export function createHierarchyService(deps: { db: Database }) {
  const repo = createHierarchyRepository(deps.db);

  return {
    async hierarchyOf(user: AuthUser) {
      const [schools, district] = await Promise.all([
        schoolsVisibleTo(deps.db, user),
        districtOf(deps.db, user.organisationId),
      ]);
      const schoolIds = schools.map((s) => s.id);
      const [classes, teachers, grades, subjects] = await Promise.all([
        repo.classesOf(schoolIds),
        repo.teachersOf(schoolIds),
        repo.grades(),
        repo.subjects(),
      ]);
      return presentHierarchy({ district, schools, classes, teachers, grades, subjects });
    },
  };
}
