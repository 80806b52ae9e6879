import type { reports } from '@kitlab/contract';

/** Where a student is with the work, and a quiz answer's verdict, as the reports send them. */
export type LiveWorkStatus = reports.LiveWorkStatus;
export type QuestionVerdict = (typeof reports.QUESTION_VERDICTS)[number];
export type ReportStudent = reports.ReportStudent;
