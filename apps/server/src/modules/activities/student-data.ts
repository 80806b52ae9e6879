import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOfStudent } from '../../db/rows-of-student.js';
import { rowsWritten } from '../../db/rows-written.js';
import {
  activities,
  answerHeaders,
  answers,
  earlierAnswers,
  returnedWork,
} from '../../db/schema/index.js';

/** A student's attempts, answers and returned work, for the export of their data. */
export async function exportActivitiesStudentData(db: Database, studentId: number) {
  const attempts = await db
    .select({
      attempt: answerHeaders.id,
      activity: activities.title,
      attempt_number: answerHeaders.attemptNumber,
      status: answerHeaders.status,
      started_at: answerHeaders.startedAt,
      submitted_at: answerHeaders.submittedAt,
      marks_obtained: answerHeaders.marksObtained,
      total_marks: answerHeaders.totalMarks,
      time_spent_ms: answerHeaders.timeSpentMs,
      teacher_comment: answerHeaders.teacherComment,
    })
    .from(answerHeaders)
    .innerJoin(activities, eq(activities.id, answerHeaders.activityId))
    .where(eq(answerHeaders.studentId, studentId))
    .orderBy(answerHeaders.id);
  const answerRows = await db
    .select({
      attempt: answers.answerHeaderId,
      question: answers.activityDetailId,
      text: answers.text,
      blanks: answers.blanks,
      option_ids: answers.optionIds,
      is_correct: answers.isCorrect,
      marks_obtained: answers.marksObtained,
      comment: answers.comment,
      answered_at: answers.answeredAt,
    })
    .from(answers)
    .innerJoin(answerHeaders, eq(answerHeaders.id, answers.answerHeaderId))
    .where(eq(answerHeaders.studentId, studentId))
    .orderBy(answers.id);
  const returned_work = await rowsOfStudent(db, returnedWork.studentId, studentId, {
    attempt: returnedWork.answerHeaderId,
    question: returnedWork.activityDetailId,
    note: returnedWork.note,
    returned_at: returnedWork.returnedAt,
    handed_in_again_at: returnedWork.handedInAgainAt,
  });
  const earlier_answers = await rowsOfStudent(db, earlierAnswers.studentId, studentId, {
    question: earlierAnswers.activityDetailId,
    text: earlierAnswers.text,
    blanks: earlierAnswers.blanks,
    option_ids: earlierAnswers.optionIds,
    marks_obtained: earlierAnswers.marksObtained,
    comment: earlierAnswers.comment,
    answered_at: earlierAnswers.answeredAt,
  });
  return { attempts, answers: answerRows, returned_work, earlier_answers };
}

/**
 * Removes a student's attempts; their answers, attached files' places, paper pages, returned
 * work and earlier answers go with them. Answers how many attempts and answers went.
 */
export function eraseActivitiesStudentData(tx: Database, studentId: number): Promise<number> {
  return rowsWritten(tx, [
    sql`select 1 from ${answers} join ${answerHeaders} on ${answerHeaders.id} = ${answers.answerHeaderId} where ${answerHeaders.studentId} = ${studentId}`,
    sql`delete from ${answerHeaders} where ${answerHeaders.studentId} = ${studentId} returning 1`,
  ]);
}
