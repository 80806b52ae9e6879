import { eq } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { classes, studentClasses, users } from '../../apps/server/src/db/schema/index.js';
import { hashPassword } from '../../apps/server/src/lib/passwords.js';
import { BENCH_PASSWORD } from './demo-app.js';

const INSERT_CHUNK = 500;

/**
 * `count` new students in one class, signing in with the benchmarks' password (one hash for all),
 * written in bulk inserts; answers their emails, `<name>.<n>@bench.kitlab.test`.
 */
export async function enrolStudents(
  db: Database,
  classId: number,
  count: number,
  name = 'Starter',
): Promise<string[]> {
  const [room] = await db.select().from(classes).where(eq(classes.id, classId));
  if (!room) throw new Error('The class is missing');
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const emails = Array.from(
    { length: count },
    (_, n) => `${name.toLowerCase()}.${n + 1}@bench.kitlab.test`,
  );
  for (let from = 0; from < count; from += INSERT_CHUNK) {
    const rows = await db
      .insert(users)
      .values(
        emails.slice(from, from + INSERT_CHUNK).map((email, n) => ({
          organisationId: room.organisationId,
          userType: 'S' as const,
          email,
          firstName: name,
          lastName: String(from + n + 1),
          passwordHash,
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(studentClasses)
      .values(
        rows.map(({ id }) => ({ organisationId: room.organisationId, studentId: id, classId })),
      );
  }
  return emails;
}
