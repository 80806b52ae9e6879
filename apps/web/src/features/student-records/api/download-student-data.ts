import { defineCall, studentRecords } from '@kitlab/contract';
import { z } from 'zod/mini';
import { API_BASE } from '../../../lib/api-base';
import { apiRequest } from '../../../lib/api-client';
import { useDownloadFile, type WantedFile } from '../../../lib/use-download-file';

/**
 * The student's data as the app's client calls it. The server serves the zip beside the
 * contract's calls; described here, it goes through the same request handling as a call: the
 * session's headers, 401 and 426 handling, refusals read as the server's answer.
 */
const exportStudentData = defineCall({
  method: 'GET',
  path: studentRecords.STUDENT_DATA_EXPORT_PATH.slice(API_BASE.length),
  params: z.object({ user_token: z.uuid() }),
  roles: ['C'],
  summary: 'Everything held about a student as a zip of JSON and CSV files.',
  response: z.instanceof(Uint8Array),
});

export interface StudentDataFile extends WantedFile<'zip'> {
  userToken: string;
}

export function getStudentData(
  { userToken }: Pick<StudentDataFile, 'userToken'>,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  return apiRequest(exportStudentData, { params: { user_token: userToken }, signal });
}

/** Fetches the student's data and hands the zip to the browser to save. */
export function useDownloadStudentData() {
  return useDownloadFile<StudentDataFile>(getStudentData);
}
