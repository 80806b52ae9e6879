import type { Database } from '../../db/client.js';
import type { MailMessage } from '../../lib/mail.js';
import {
  addTeachings,
  insertAccounts,
  placeStudents,
  prepareWelcomeLinks,
  removeTeachings,
  unplaceStudents,
  updateAccounts,
} from '../accounts/index.js';
import { classKey, insertClasses, updateClasses } from '../classes/index.js';
import { ensureGrades } from '../kits/index.js';
import { insertSchools, renameSchools } from '../organisations/index.js';
import type { ImportWrites } from './plan/import-writes.js';
import { upsertRosterRecords } from './roster-records.repository.js';
import type { Ref } from './roster-state.js';

/**
 * Writes a plan in the caller's transaction, each kind of row in one statement through the
 * module that owns it, new rows before what names them. Answers the welcome emails of the new
 * active accounts, to send once the transaction commits.
 */
export async function applyImportWrites(
  tx: Database,
  writes: ImportWrites,
  context: { organisationId: number; adminId: number; now: Date; publicUrl: string },
): Promise<MailMessage[]> {
  const made = new Map<string, number>();
  const idOf = (ref: Ref): number => {
    const id = typeof ref === 'number' ? ref : made.get(ref);
    if (id === undefined) throw new Error(`roster import: nothing made for ${ref}`);
    return id;
  };

  const gradeIds = await ensureGrades(tx, writes.gradeNumbers);
  const gradeIdOf = (n: number) => gradeIds.get(n) ?? idOf(`grade ${n}`);
  const schoolIds = await insertSchools(tx, writes.newSchools);
  for (const [i, school] of writes.newSchools.entries()) made.set(school.key, schoolIds[i] ?? -1);
  await renameSchools(tx, writes.schoolNames);

  const newClasses = writes.newClasses.map((c) => ({
    organisationId: idOf(c.school),
    gradeId: gradeIdOf(c.gradeNumber),
    name: c.name,
  }));
  const classIds = await insertClasses(tx, newClasses);
  writes.newClasses.forEach((c, i) => {
    const values = newClasses[i];
    if (values) made.set(c.key, classIds.get(classKey(values.organisationId, values.name)) ?? -1);
  });
  await updateClasses(
    tx,
    writes.classUpdates.map((c) => ({ id: c.id, gradeId: gradeIdOf(c.gradeNumber), name: c.name })),
  );

  const accountOf = <U extends { school: Ref }>({ school, ...user }: U) => ({
    ...user,
    organisationId: idOf(school),
  });
  const newUsers = writes.newUsers.map(accountOf);
  const userIds = await insertAccounts(tx, newUsers, context.now);
  for (const user of writes.newUsers) made.set(user.key, userIds.get(user.email) ?? -1);
  await updateAccounts(tx, writes.userUpdates.map(accountOf), context.now);

  await unplaceStudents(tx, writes.endedPlacements);
  await removeTeachings(tx, writes.endedTeachings);
  await placeStudents(
    tx,
    writes.placements.map((p) => ({
      studentId: idOf(p.student),
      classId: idOf(p.class),
      organisationId: idOf(p.school),
    })),
  );
  await addTeachings(
    tx,
    writes.teachings.map((t) => ({
      teacherId: idOf(t.teacher),
      classId: idOf(t.class),
      subjectId: t.subjectId,
      organisationId: idOf(t.school),
    })),
  );
  await upsertRosterRecords(
    tx,
    context.organisationId,
    writes.records.map((r) => ({
      file: r.file,
      sourcedId: r.sourcedId,
      recordId: r.record === null ? null : idOf(r.record),
      userId: r.user === null ? null : idOf(r.user),
      data: r.data,
      active: r.active,
    })),
    context.now,
  );

  const welcomed = newUsers
    .map((u, i) => ({ ...u, id: idOf(writes.newUsers[i]?.key ?? '') }))
    .filter((u) => u.isActive);
  return prepareWelcomeLinks(
    tx,
    { publicUrl: context.publicUrl, createdById: context.adminId, now: context.now },
    welcomed,
  );
}
