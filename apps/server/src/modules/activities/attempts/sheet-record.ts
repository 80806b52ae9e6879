import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { jsonListOf } from '../../../db/json-lists.js';
import { jsonRowsOf } from '../../../db/json-rows.js';
import { preparedSql } from '../../../db/prepared.js';
import { answerHeaders, answers, earlierAnswers, returnedWork } from '../../../db/schema/index.js';
import type { AttemptRecord, EarlierWork } from './attempt.presenter.js';
import type { AttemptRow } from './attempts.repository.js';
import { type SheetFiles, sheetFilesSql } from './sheet-files.sql.js';

/**
 * An attempt's response sheet as stored: its record, the work kept before each return, and
 * whether it is its student's latest attempt.
 */
export interface SheetRecord {
  record: AttemptRecord;
  earlier: EarlierWork;
  isLatest: boolean;
}

const answerRows = jsonRowsOf(answers);
const returnRows = jsonRowsOf(returnedWork);
const earlierRows = jsonRowsOf(earlierAnswers);

interface Parts extends SheetFiles {
  answers: Record<string, unknown>[];
  returns: Record<string, unknown>[];
  earlier: Record<string, unknown>[];
  latest_id: number | null;
}

const attemptId = sql.placeholder('attemptId');
const returnsOfAttempt = sql`select ${returnedWork.id} from ${returnedWork} where ${returnedWork.answerHeaderId} = ${attemptId}`;

/**
 * Everything a response sheet shows of an attempt beside its row, in one statement prepared once
 * (in the order and shape the attempts' record reads give): its answers with their files, its
 * paper pages, its returns with the answers and files each kept, and its student's latest attempt.
 */
const sheetParts = preparedSql<Parts>('attempt_sheet_record', () => {
  const latestOfStudent = sql`(select latest.id from ${answerHeaders} as latest
    where (latest.student_id, latest.activity_id) = (select ${answerHeaders.studentId}, ${answerHeaders.activityId} from ${answerHeaders} where ${answerHeaders.id} = ${attemptId})
    order by latest.attempt_number desc limit 1)`;
  return sql`select
    ${jsonListOf(sql`select ${answerRows.object} from ${answers} where ${answers.answerHeaderId} = ${attemptId} order by ${answers.id}`)} as answers,
    ${sheetFilesSql(attemptId, returnsOfAttempt)},
    ${jsonListOf(sql`select ${returnRows.object} from ${returnedWork} where ${returnedWork.answerHeaderId} = ${attemptId} order by ${returnedWork.id}`)} as returns,
    ${jsonListOf(sql`select ${earlierRows.object} from ${earlierAnswers} where ${earlierAnswers.returnedWorkId} in (${returnsOfAttempt}) order by ${earlierAnswers.id}`)} as earlier,
    ${latestOfStudent} as latest_id`;
});

/**
 * The stored sheet of this attempt (its row as the caller has it), on the app's database or in a
 * transaction (a write's answer reads the sheet as it leaves it, under the attempt's lock).
 */
export async function sheetRecordOf(db: Database, attempt: AttemptRow): Promise<SheetRecord> {
  const [parts] = await sheetParts(db, { attemptId: attempt.id });
  if (!parts) throw new Error('the sheet statement answered no row');
  return {
    record: {
      attempt,
      answers: parts.answers.map(answerRows.rowOf),
      files: parts.files,
      // JSON writes a time with its offset: a Date as the driver gives it.
      pages: parts.pages.map((page) => ({ ...page, createdAt: new Date(page.createdAt) })),
      returns: parts.returns.map(returnRows.rowOf),
    },
    earlier: { rows: parts.earlier.map(earlierRows.rowOf), files: parts.earlier_files },
    isLatest: parts.latest_id === attempt.id,
  };
}
