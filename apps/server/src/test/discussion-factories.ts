import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { discussionMessages, discussions } from '../db/schema/index.js';

interface Someone {
  id: number;
  organisationId: number;
}

/**
 * A student's thread on a quest step with one message from them and one reply from a teacher,
 * written directly (no rate limit, no events): made once per student and step, then found again.
 */
export async function studentThread(
  db: Database,
  options: {
    student: Someone;
    teacher: Someone;
    schoolClass: { id: number; organisationId: number };
    activityId: number;
    activityDetailId: number;
    subjectId?: number | null;
  },
) {
  const { student, teacher, schoolClass } = options;
  const [made] = await db
    .insert(discussions)
    .values({
      organisationId: schoolClass.organisationId,
      classId: schoolClass.id,
      subjectId: options.subjectId ?? null,
      activityId: options.activityId,
      activityDetailId: options.activityDetailId,
      studentId: student.id,
    })
    .onConflictDoNothing()
    .returning();
  if (made) {
    await db.insert(discussionMessages).values([
      {
        organisationId: made.organisationId,
        discussionId: made.id,
        authorId: student.id,
        authorType: 'S',
        body: 'How many cards?',
      },
      {
        organisationId: made.organisationId,
        discussionId: made.id,
        authorId: teacher.id,
        authorType: 'T',
        body: 'Two.',
      },
    ]);
  }
  const [discussion] = await db
    .select()
    .from(discussions)
    .where(
      and(
        eq(discussions.studentId, student.id),
        eq(discussions.activityDetailId, options.activityDetailId),
      ),
    );
  if (!discussion) throw new Error('the thread could not be made');
  const messages = await db
    .select()
    .from(discussionMessages)
    .where(eq(discussionMessages.discussionId, discussion.id))
    .orderBy(discussionMessages.id);
  const fromStudent = messages.find((m) => m.authorId === student.id);
  const fromTeacher = messages.find((m) => m.authorId === teacher.id);
  if (!fromStudent || !fromTeacher) throw new Error('the thread has lost its messages');
  return { discussion, fromStudent, fromTeacher };
}
