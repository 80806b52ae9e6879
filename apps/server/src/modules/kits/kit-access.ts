import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import {
  type ContentRepository,
  createContentRepository,
  type KitRow,
} from './content.repository.js';
import type { KitAssignmentSource } from './kit-assignments.js';
import {
  type KitReader,
  kitOwnersFor,
  studentCanSeeKit,
  studentClassFor,
  teacherCanSeeKit,
} from './kits.policy.js';
import { createReaderRepository } from './reader.repository.js';

export const noSuchKit = () => notFound('No such kit.');

export type OpenedKit = KitRow & { subjectIds: number[] };

/** Who is asking and which kits they may open; shared by every kit service. */
export function createKitAccess(db: Database, source: KitAssignmentSource) {
  const readers = createReaderRepository(db);
  const content: ContentRepository = createContentRepository(db);

  async function readerFor(user: AuthUser, requestedClass?: number): Promise<KitReader> {
    const school = await readers.school(user.organisationId);
    const base = {
      userId: user.id,
      ownerIds: school ? kitOwnersFor(school) : [],
      teaching: [],
      classId: null,
    };
    if (user.userType === 'T') {
      const teaching = await readers.teachingOf(user.id);
      return { ...base, userType: 'T', teaching };
    }
    const own = await readers.studentClassOf(user.id);
    const classId = studentClassFor(requestedClass, own?.classId ?? null);
    if (requestedClass !== undefined && classId === null) throw notFound('No such class.');
    return { ...base, userType: 'S', classId };
  }

  /** The kit if this reader may open it; anything else answers 404, never 403. */
  async function openKit(
    reader: KitReader,
    ref: { id?: number | undefined; token?: string | undefined },
  ): Promise<OpenedKit> {
    const kit = await content.findKit(ref);
    if (!kit) throw noSuchKit();
    const facts = {
      organisationId: kit.organisationId,
      gradeId: kit.gradeId,
      subjectIds: await content.subjectIdsOf(kit.id),
    };
    const allowed =
      reader.userType === 'T'
        ? teacherCanSeeKit(reader, facts)
        : reader.classId !== null &&
          studentCanSeeKit(
            reader,
            facts,
            await content.kitIn(kit.id, source.kitsAssignedToClass(reader.classId)),
          );
    if (!allowed) throw noSuchKit();
    return { ...kit, subjectIds: facts.subjectIds };
  }

  return { readers, content, readerFor, openKit };
}

export type KitAccess = ReturnType<typeof createKitAccess>;

/**
 * Whether the user may open the kit by the kits' own rules, for other modules that record what
 * users do with kits; another school's kit, or one not assigned to a student, answers 404.
 */
export function createKitGate(db: Database, source: KitAssignmentSource) {
  const access = createKitAccess(db, source);
  /** Answers the class the user reads the kit as a student of (null for a teacher). */
  return async (user: AuthUser, kitId: number): Promise<{ classId: number | null }> => {
    const reader = await access.readerFor(user);
    await access.openKit(reader, { id: kitId });
    return { classId: reader.classId };
  };
}

export type KitGate = ReturnType<typeof createKitGate>;
