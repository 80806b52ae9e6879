import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { TeachingRow } from '../classes/index.js';
import { type ContentRepository, createContentRepository } from './content.repository.js';
import type { KitAssignmentSource } from './kit-assignments.js';
import {
  createKitCatalogue,
  type KitCatalogue,
  type KitFacts,
  type KitVersion,
} from './kit-catalogue.js';
import type { ReaderKitStatus } from './kit-summary.presenter.js';
import {
  type KitReader,
  kitOwnersFor,
  studentCanSeeKit,
  studentClassFor,
  teacherCanSeeKit,
} from './kits.policy.js';
import { createLibraryRepository } from './library.repository.js';
import { createReaderRepository } from './reader.repository.js';
import { createReaderKitsRepository } from './reader-kits.repository.js';

export const noSuchKit = () => notFound('No such kit.');

/** A kit its reader may open: its shared facts, its version and what the reader has of it. */
export type OpenedKit = KitFacts & {
  version: KitVersion;
  mine: ReaderKitStatus;
  /** A teacher's classes and subjects, read to decide; none for a student. */
  teaching: TeachingRow[];
};

/** Who is asking and which kits they may open; shared by every kit service. */
export function createKitAccess(
  db: Database,
  source: KitAssignmentSource,
  catalogue: KitCatalogue = createKitCatalogue(
    createLibraryRepository(db, source),
    createContentRepository(db),
  ),
) {
  const readers = createReaderRepository(db);
  const content: ContentRepository = createContentRepository(db);
  const readerKits = createReaderKitsRepository(db, source);

  async function readerFor(user: AuthUser, requestedClass?: number): Promise<KitReader> {
    const base = { userId: user.id, schoolId: user.organisationId, classId: null };
    if (user.userType === 'T') return { ...base, userType: 'T' };
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
    const [found, teaching] = await Promise.all([
      readerKits.find(reader, ref),
      reader.userType === 'T' ? readers.teachingOf(reader.userId) : [],
    ]);
    if (!found) throw noSuchKit();
    const facts = await catalogue.factsOfOne(found);
    const scoped = { ...reader, ownerIds: found.school ? kitOwnersFor(found.school) : [] };
    const allowed =
      reader.userType === 'T'
        ? teacherCanSeeKit(scoped, teaching, facts)
        : studentCanSeeKit(scoped, facts, found.assigned);
    if (!allowed) throw noSuchKit();
    return {
      ...facts,
      version: found,
      mine: { status: found.status, dueDate: found.dueDate },
      teaching,
    };
  }

  return { readers, content, readerKits, catalogue, readerFor, openKit };
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
