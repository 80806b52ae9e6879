import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { jsonListOf } from '../../../db/json-lists.js';
import {
  answerFiles,
  answers,
  earlierAnswerFiles,
  earlierAnswers,
  offlineWorksheets,
  uploadedFiles,
} from '../../../db/schema/index.js';
import type { StoredFileRow } from '../../../lib/storage/download-links.js';

/** The files a response sheet shows, as JSON lists: each file's row as the download links take it. */
export interface SheetFiles {
  files: (StoredFileRow & { answerId: number })[];
  pages: { id: number; createdAt: string; file: StoredFileRow }[];
  earlier_files: (StoredFileRow & { earlierAnswerId: number })[];
}

const fileObject = sql`'id', ${uploadedFiles.id}, 'key', ${uploadedFiles.key}, 'contentType', ${uploadedFiles.contentType}, 'bytes', ${uploadedFiles.bytes}`;

/**
 * The columns of the sheet's files (the attempt's answers', its paper pages and those its returns
 * kept, whose ids `returnIds` selects), in the order the attempts' record reads give them.
 */
export const sheetFilesSql = (attemptId: SQLWrapper, returnIds: SQL) => sql`
    ${jsonListOf(
      sql`select json_build_object('answerId', ${answerFiles.answerId}, ${fileObject}) from ${answerFiles}
        join ${uploadedFiles} on ${eq(uploadedFiles.id, answerFiles.uploadedFileId)}
        join ${answers} on ${and(eq(answers.id, answerFiles.answerId), eq(answers.answerHeaderId, attemptId))}
        order by ${answerFiles.answerId}, ${answerFiles.position}`,
    )} as files,
    ${jsonListOf(
      sql`select json_build_object('id', ${offlineWorksheets.id}, 'createdAt', ${offlineWorksheets.createdAt}, 'file', json_build_object(${fileObject}))
        from ${offlineWorksheets} join ${uploadedFiles} on ${eq(uploadedFiles.id, offlineWorksheets.uploadedFileId)}
        where ${offlineWorksheets.answerHeaderId} = ${attemptId} order by ${offlineWorksheets.id}`,
    )} as pages,
    ${jsonListOf(
      sql`select json_build_object('earlierAnswerId', ${earlierAnswerFiles.earlierAnswerId}, ${fileObject}) from ${earlierAnswerFiles}
        join ${uploadedFiles} on ${eq(uploadedFiles.id, earlierAnswerFiles.uploadedFileId)}
        join ${earlierAnswers} on ${eq(earlierAnswers.id, earlierAnswerFiles.earlierAnswerId)}
        where ${earlierAnswers.returnedWorkId} in (${returnIds})
        order by ${earlierAnswerFiles.earlierAnswerId}, ${earlierAnswerFiles.position}`,
    )} as earlier_files`;
