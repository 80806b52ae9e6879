import { studentRecords } from '@kitlab/contract';
import { eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  discussionMessages,
  rateLimitEvents,
  reportTeachingWeeks,
  reportWork,
  uploadedFiles,
} from '../../db/schema/index.js';
import { createLocalFileStore, uploadsRoot } from '../../lib/storage/local-disk-store.js';
import { createSigningSecret } from '../../lib/storage/url-signing.js';
import { useActivityTest } from '../../test/activity-world.js';
import { buildStudentWithWork, PRAISE, ZEBULON } from '../../test/student-data-world.js';
import { placesNaming } from '../../test/student-scan.js';
import { refreshReportRollups } from '../reports/index.js';
import { STUDENT_DATA_PARTS } from './index.js';

const test = useActivityTest();
const { t, w, data, as, tokenOf } = test;

/** What the rollups count of 6A's work: handed in and marked, summed over every week. */
async function sixACounts() {
  const [row] = await t.db
    .select({
      work: sql<number>`sum(${reportTeachingWeeks.work})::int`,
      handedIn: sql<number>`sum(${reportTeachingWeeks.handedIn})::int`,
      marked: sql<number>`sum(${reportTeachingWeeks.marked})::int`,
    })
    .from(reportTeachingWeeks)
    .where(eq(reportTeachingWeeks.classId, w.sixA.id));
  return row;
}

/** Rate-limit events keyed by the email address, in any bucket (their keys are hashed). */
async function countedAttempts(email: string) {
  const rows = await t.db
    .select({ id: rateLimitEvents.id })
    .from(rateLimitEvents)
    .where(
      sql`${rateLimitEvents.keyHash} = encode(sha256(convert_to(${rateLimitEvents.bucket} || ':' || ${email}, 'UTF8')), 'hex')`,
    );
  return rows.length;
}

describe('erasing a student with work in every feature', () => {
  it('leaves no row naming them, removes their files, and reports keep counting their work', async () => {
    const student = await buildStudentWithWork(test);
    const oldToken = await tokenOf(student);
    const person = { ...student, ...ZEBULON };

    const before = await placesNaming(t.db, person);
    // The world reaches every feature: each of these names the student before the erasure.
    const reached = [
      'users.id',
      'auth_tokens.user_id',
      'answer_headers.student_id',
      'uploaded_files.owner_id',
      'returned_work.note',
      'discussions.student_id',
      'discussion_messages.author_id',
      'message_reports.reporter_id',
      'discussion_reads.user_id',
      'notifications.user_id',
      'notifications.body',
      'push_devices.user_id',
      'push_deliveries.user_id',
      'xp_events.student_id',
      'member_badges.student_id',
      'streak_days.student_id',
      'learning_events.student_id',
      'device_logs.user_id',
      'privacy_acceptances.user_id',
      'password_reset_keys.user_id',
      'password_reset_codes.user_id',
      'roster_records.user_id',
      'staff_reads.student_id',
      'outbox_messages.to_address',
      'live_events.data',
      'activity_time_samples.student_id',
      'report_work.student_id',
    ];
    expect(reached.filter((place) => !before.includes(place))).toEqual([]);
    expect(await countedAttempts(ZEBULON.email)).toBeGreaterThan(0);
    const keys = await t.db
      .select({ key: uploadedFiles.key })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.ownerId, student.id));
    expect(keys.length).toBeGreaterThan(0);
    const counted = await sixACounts();
    const [theirWork] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reportWork)
      .where(eq(reportWork.studentId, student.id));

    const receipt = await as(w.schoolAdmin).call(studentRecords.eraseStudentData, {
      params: { user_token: student.token },
      body: { confirm: true },
    });

    expect(await placesNaming(t.db, person)).toEqual([]);
    // What others wrote about them stays, without their name.
    const praise = PRAISE.replace(`${ZEBULON.firstName} ${ZEBULON.lastName}`, 'a former student');
    const [teachers] = await t.db
      .select({ body: discussionMessages.body })
      .from(discussionMessages)
      .where(eq(discussionMessages.body, praise));
    expect(teachers).toBeDefined();
    expect(await countedAttempts(ZEBULON.email)).toBe(0);
    const files = createLocalFileStore(uploadsRoot(data.dir), createSigningSecret(t.db));
    for (const { key } of keys) expect(await files.read(key)).toBeNull();

    // The receipt counts every part and names no one but the school and who erased.
    expect(Object.keys(receipt.removed).sort()).toEqual(
      STUDENT_DATA_PARTS.map((part) => part.name).sort(),
    );
    for (const part of ['answers', 'uploads', 'messages', 'account', 'report_rollups']) {
      expect(receipt.removed[part], part).toBeGreaterThan(0);
    }
    const text = JSON.stringify(receipt).toLowerCase();
    for (const needle of [ZEBULON.email, ZEBULON.firstName, ZEBULON.lastName, student.token]) {
      expect(text).not.toContain(needle.toLowerCase());
    }
    expect(receipt).toMatchObject({ reason: 'request', school: { name: w.school.name } });

    // Signed out everywhere: the token went with the account.
    const afterwards = await t.app.inject({
      method: 'GET',
      url: '/api/v2/student-records/erasures',
      headers: { authorization: `token ${oldToken}` },
    });
    expect(afterwards.statusCode).toBe(401);

    // The reports still count the work, anonymously, also once the rollups are refreshed.
    const [anonymous] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reportWork)
      .where(isNull(reportWork.studentId));
    expect(anonymous?.n).toBeGreaterThanOrEqual(theirWork?.n ?? 0);
    expect(theirWork?.n).toBeGreaterThan(0);
    expect(await sixACounts()).toEqual(counted);
    await refreshReportRollups({ db: t.db, clock: t.clock, overlapEvents: 0 });
    expect(await sixACounts()).toEqual(counted);
  });
});
