import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { schoolsVisibleTo } from '../organisations/index.js';
import type { Reach } from './assignment-rows.repository.js';
import { canSeeClass, type Viewer } from './assignments.policy.js';
import type { AssignmentsRepository } from './assignments.repository.js';

/** Works out which classes a caller reaches, and finds classes within that reach. */
export function createViewerService(db: Database, repo: AssignmentsRepository) {
  async function viewerOf(user: AuthUser): Promise<Viewer> {
    switch (user.userType) {
      case 'T': {
        return {
          kind: 'teacher',
          userId: user.id,
          organisationId: user.organisationId,
          teaching: await repo.teachingPlaces(user.id),
        };
      }
      case 'S':
        return {
          kind: 'student',
          userId: user.id,
          organisationId: user.organisationId,
          classId: await repo.studentClassOf(user.id),
        };
      case 'C': {
        const schools = await schoolsVisibleTo(db, user);
        return { kind: 'administrator', userId: user.id, schoolIds: schools.map((s) => s.id) };
      }
    }
  }

  /** Who the caller is for a list's SQL; a teacher's teachings are not read, the query asks them. */
  async function reachOf(user: AuthUser): Promise<Reach> {
    if (user.userType !== 'T') return viewerOf(user);
    return { kind: 'teacher', userId: user.id, organisationId: user.organisationId };
  }

  /** A class the viewer reaches; another school's class, or one they do not teach, is 404. */
  async function visibleClass(viewer: Viewer, classId: number) {
    const found = await repo.findClass(classId);
    if (!found || !canSeeClass(viewer, found)) throw notFound('No such class.');
    return found;
  }

  return { viewerOf, reachOf, visibleClass };
}

export type ViewerService = ReturnType<typeof createViewerService>;
