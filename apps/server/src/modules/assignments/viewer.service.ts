import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { ClassSubject } from '../classes/index.js';
import { schoolsVisibleTo } from '../organisations/index.js';
import type { Reach } from './assignment-filter.js';
import { canSeeClass, type Viewer } from './assignments.policy.js';
import { type ClassWithTeaching, createViewersRepository } from './viewers.repository.js';

/** Works out which classes a caller reaches, and finds classes within that reach. */
export function createViewerService(db: Database) {
  const repo = createViewersRepository(db);

  const teacherOf = (user: AuthUser, teaching: readonly ClassSubject[]): Viewer => ({
    kind: 'teacher',
    userId: user.id,
    organisationId: user.organisationId,
    teaching,
  });

  async function viewerOf(user: AuthUser): Promise<Viewer> {
    switch (user.userType) {
      case 'T':
        return teacherOf(user, await repo.teachingPlaces(user.id));
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

  /**
   * Who the caller is for a list's SQL; a teacher's teachings and a student's class are not read,
   * the query asks them.
   */
  async function reachOf(user: AuthUser): Promise<Reach> {
    if (user.userType === 'T') {
      return { kind: 'teacher', userId: user.id, organisationId: user.organisationId };
    }
    if (user.userType === 'S') {
      return { kind: 'student', userId: user.id, organisationId: user.organisationId };
    }
    return viewerOf(user);
  }

  /** A class the viewer reaches; another school's class, or one they do not teach, is 404. */
  function reachedClass(viewer: Viewer, found: Awaited<ReturnType<typeof repo.findClass>>) {
    if (!found || !canSeeClass(viewer, found)) throw notFound('No such class.');
    return found;
  }

  /**
   * A teacher as a viewer and a class read with their teaching (`classWithTeachingFields`), or
   * null when there is no such class; 404 when they do not reach it.
   */
  function teacherWithClass(user: AuthUser, found: ClassWithTeaching | null) {
    const viewer = teacherOf(user, found?.teaching ?? []);
    return { viewer, schoolClass: reachedClass(viewer, found) };
  }

  /** The caller as a viewer and one class they reach, both read at once (a teacher's in one statement). */
  async function viewerWithClass(user: AuthUser, classId: number) {
    if (user.userType === 'T') {
      return teacherWithClass(user, await repo.classWithTeaching(classId, user.id));
    }
    const [viewer, found] = await Promise.all([viewerOf(user), repo.findClass(classId)]);
    return { viewer, schoolClass: reachedClass(viewer, found) };
  }

  return { viewerOf, reachOf, viewerWithClass, teacherWithClass };
}

export type ViewerService = ReturnType<typeof createViewerService>;
