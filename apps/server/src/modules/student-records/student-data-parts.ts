import type { Database } from '../../db/client.js';
import { eraseLiveStudentData } from '../../lib/live-publisher.js';
import { eraseMailStudentData, exportMailStudentData } from '../../lib/mail.js';
import { eraseRateLimitStudentData } from '../../lib/rate-limiter.js';
import { eraseAccountsStudentData, exportAccountsStudentData } from '../accounts/index.js';
import { eraseActivitiesStudentData, exportActivitiesStudentData } from '../activities/index.js';
import { eraseCompanionStudentData, exportCompanionStudentData } from '../companion/index.js';
import { eraseCoreStudentData, exportCoreStudentData } from '../core/index.js';
import {
  eraseDiscussionReadsStudentData,
  exportDiscussionReadsStudentData,
} from '../discussion-reads/index.js';
import { eraseDiscussionsStudentData, exportDiscussionsStudentData } from '../discussions/index.js';
import {
  eraseLearningEventsStudentData,
  exportLearningEventsStudentData,
} from '../learning-events/index.js';
import {
  eraseNotificationsStudentData,
  exportNotificationsStudentData,
} from '../notifications/index.js';
import { erasePushStudentData, exportPushStudentData } from '../push/index.js';
import { eraseReportsStudentData } from '../reports/index.js';
import {
  eraseRewardsLedgerStudentData,
  exportRewardsLedgerStudentData,
} from '../rewards-ledger/index.js';
import { eraseRostersStudentData, exportRostersStudentData } from '../rosters/index.js';
import { eraseStaffReadsStudentData, exportStaffReadsStudentData } from '../staff-reads/index.js';
import { eraseStreaksStudentData, exportStreaksStudentData } from '../streaks/index.js';
import { eraseUploadsStudentData, exportUploadsStudentData } from '../uploads/index.js';

/** A part's rows for the export: tables of flat rows by name (`answers`, `xp` ...). */
export type StudentDataTables = Record<string, readonly object[]>;

/**
 * One part of the platform's data about a student, kept by the module that owns its tables: what
 * goes in the export, and how its rows are removed or made anonymous on erasure.
 */
export interface StudentDataPart {
  /** The export's file name and the receipt's key. */
  name: string;
  /** What the part's file holds, for the export's README. */
  holds: string;
  export?: (db: Database, studentId: number) => Promise<StudentDataTables>;
  /** Tables also written as CSV, for a spreadsheet. */
  csv?: readonly string[];
  /** Runs in the erasure's transaction; answers how many rows went or lost the student. */
  erase: (tx: Database, studentId: number) => Promise<number>;
}

/**
 * Every part, once. Erasure runs them in this order in one transaction (attempts before the
 * uploads they hold), then deletes the users row. A feature that keeps something about a student
 * adds its entry here.
 */
export const STUDENT_DATA_PARTS: readonly StudentDataPart[] = [
  {
    name: 'answers',
    holds: 'attempts at activities, answers, work returned by a teacher and earlier answers',
    export: exportActivitiesStudentData,
    csv: ['attempts', 'answers'],
    erase: eraseActivitiesStudentData,
  },
  {
    name: 'uploads',
    holds: 'photos and PDFs uploaded with answers and messages (the files are in uploads/)',
    export: exportUploadsStudentData,
    erase: eraseUploadsStudentData,
  },
  {
    name: 'messages',
    holds: 'messages in their discussions and the messages they wrote or reported',
    export: exportDiscussionsStudentData,
    erase: eraseDiscussionsStudentData,
  },
  {
    name: 'discussion_reads',
    holds: 'how far they read each discussion',
    export: exportDiscussionReadsStudentData,
    erase: eraseDiscussionReadsStudentData,
  },
  {
    name: 'notifications',
    holds: 'notifications they received and their notification settings',
    export: exportNotificationsStudentData,
    erase: eraseNotificationsStudentData,
  },
  {
    name: 'push',
    holds: 'browsers subscribed to push notifications (without their keys) and pushes sent',
    export: exportPushStudentData,
    erase: erasePushStudentData,
  },
  {
    name: 'xp_and_badges',
    holds: 'XP earned, one row per source, and badges',
    export: exportRewardsLedgerStudentData,
    csv: ['xp'],
    erase: eraseRewardsLedgerStudentData,
  },
  {
    name: 'streaks',
    holds: 'the school days they did work on, and their rewards choices',
    export: exportStreaksStudentData,
    csv: ['days'],
    erase: eraseStreaksStudentData,
  },
  {
    name: 'learning_events',
    holds: 'learning events (xAPI statements) they did or that are about them',
    export: exportLearningEventsStudentData,
    csv: ['events'],
    erase: eraseLearningEventsStudentData,
  },
  {
    name: 'activity_times',
    holds: 'how long their handed-in attempts took',
    export: exportCompanionStudentData,
    erase: eraseCompanionStudentData,
  },
  {
    name: 'device_logs',
    holds: 'what their browsers logged (device information, errors)',
    export: exportCoreStudentData,
    erase: eraseCoreStudentData,
  },
  {
    name: 'mail',
    holds: 'mail sent to them',
    export: exportMailStudentData,
    erase: eraseMailStudentData,
  },
  {
    name: 'roster_records',
    holds: "what the school's information system sent about them (OneRoster)",
    export: exportRostersStudentData,
    erase: eraseRostersStudentData,
  },
  {
    name: 'staff_reads',
    holds: 'which member of staff read their records, and when',
    export: exportStaffReadsStudentData,
    erase: eraseStaffReadsStudentData,
  },
  {
    name: 'report_rollups',
    holds: 'counts of their work in reports: kept, no longer naming them',
    erase: eraseReportsStudentData,
  },
  { name: 'live_events', holds: 'notices sent to open screens', erase: eraseLiveStudentData },
  { name: 'rate_limits', holds: 'counted sign-in attempts', erase: eraseRateLimitStudentData },
  {
    name: 'account',
    holds: 'their profile, school, class and the privacy notices they accepted',
    export: exportAccountsStudentData,
    erase: eraseAccountsStudentData,
  },
];
