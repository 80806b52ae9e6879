import { accounts, activities, discussions } from '@kitlab/contract';
import { and, eq, isNull } from 'drizzle-orm';
import {
  activityTimeSamples,
  announcements,
  deviceLogs,
  discussionMessages,
  discussionReads,
  discussions as discussionRows,
  learningEvents,
  liveEvents,
  lrsOutbox,
  memberBadges,
  messageReports,
  notificationSettings,
  notifications,
  outboxMessages,
  passwordResetCodes,
  passwordResetKeys,
  pushDeliveries,
  pushDevices,
  rewardPreferences,
  rosterRecords,
  staffReads,
  streakDays,
} from '../db/schema/index.js';
import { refreshReportRollups } from '../modules/reports/index.js';
import type { useActivityTest } from './activity-world.js';

type ActivityTest = ReturnType<typeof useActivityTest>;
const DAY = 24 * 60 * 60 * 1000;

/** A student whose name, email and token appear nowhere else, so a scan can look for them. */
export const ZEBULON = {
  firstName: 'Zebulon',
  lastName: 'Quixwater',
  email: 'zebulon.quixwater@school.test',
} as const;

/** What the teacher writes in the class thread and announces: naming the student in full. */
export const PRAISE = `Well done, ${ZEBULON.firstName} ${ZEBULON.lastName}.`;

/** Hands in the world's quiz (all right but the last question); the attempt's id. */
async function handInQuiz({ w, as }: ActivityTest, student: { email: string }) {
  const question = (i: number) => w.quiz.questions[i]?.id ?? 0;
  const option = (q: number, o: number) => w.quiz.questions[q]?.options[o]?.id ?? 0;
  const started = await as(student).call(activities.startAttempt, {
    body: { activity_id: w.quiz.activity.id },
  });
  const id = started.answer_header_id as number;
  await as(student).call(activities.completeAnswer, {
    params: { id },
    body: {
      answer: [
        { activity_detail_id: question(0), answer: [option(0, 0)] },
        { activity_detail_id: question(1), answer: [option(1, 0), option(1, 1)] },
      ],
    },
  });
  return id;
}

/** Discussions through the API: their own thread, the class thread, a report they made. */
async function discuss(test: ActivityTest, student: { email: string; id: number }) {
  const { w, as } = test;
  const quest = w.quest.activity.id;
  const step = w.quest.steps[0]?.id ?? 0;
  await as(student).call(discussions.postMessage, {
    body: {
      activity_id: quest,
      activity_detail_id: step,
      text: 'Is a photo of both sensors fine?',
    },
  });
  const opened = await as(w.teacher).call(discussions.postMessage, {
    body: { activity_id: quest, class_id: w.sixA.id, text: 'Share your best sensor.' },
  });
  await as(student).call(discussions.postMessage, {
    body: { activity_id: quest, class_id: w.sixA.id, text: 'Mine is the light sensor.' },
  });
  await as(w.teacher).call(discussions.postMessage, {
    body: { activity_id: quest, class_id: w.sixA.id, text: PRAISE },
  });
  await as(student).call(discussions.reportMessage, {
    body: { message_token: opened.message.token, reason: 'Zebulon thinks this is off topic.' },
  });
}

/**
 * The rows no request of a test reaches easily, written as the feature would: a push device
 * and delivery, a badge, streak day, LRS statement waiting, device log, reset key and code,
 * roster record, staff read, mail, read position, settings, time sample, a live event and an
 * announcement praising them.
 */
async function writeTheRest(test: ActivityTest, student: { id: number }, quizId: number) {
  const { t, w } = test;
  const db = t.db;
  const now = t.clock.now();
  const school = w.school.id;
  const [device] = await db
    .insert(pushDevices)
    .values({
      userId: student.id,
      organisationId: school,
      endpoint: `https://push.test/${student.id}`,
      p256dh: 'p256dh',
      auth: 'auth',
    })
    .returning();
  const [notice] = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, student.id));
  if (!device || !notice) throw new Error('the student has no device or notification');
  await db
    .insert(pushDeliveries)
    .values({ deviceId: device.id, notificationId: notice.id, userId: student.id });
  await db
    .insert(memberBadges)
    .values({
      organisationId: school,
      studentId: student.id,
      badgeCode: 'great_effort',
      awardedById: w.teacher.id,
      reason: 'Well done, Zebulon Quixwater.',
      earnedAt: now,
    })
    .onConflictDoNothing();
  await db
    .insert(streakDays)
    .values({ organisationId: school, studentId: student.id, day: '2030-03-08', firstAt: now });
  await db.insert(rewardPreferences).values({ studentId: student.id }).onConflictDoNothing();
  const [event] = await db
    .select()
    .from(learningEvents)
    .where(eq(learningEvents.studentId, student.id));
  if (!event) throw new Error('the student has no learning event');
  await db.insert(lrsOutbox).values({ eventSeq: event.seq });
  await db.insert(deviceLogs).values({
    userId: student.id,
    organisationId: school,
    logType: 'DEVICE',
    message: 'Zebulon’s tablet',
    statusCode: 200,
    location: '/home',
    data: { model: 'Tablet' },
  });
  const later = new Date(now.getTime() + DAY);
  await db.insert(passwordResetKeys).values({
    userId: student.id,
    keyHash: `key-${student.id}`,
    purpose: 'link',
    createdById: w.schoolAdmin.id,
    createdAt: now,
    expiresAt: later,
  });
  await db.insert(passwordResetCodes).values({
    userId: student.id,
    codeHash: `code-${student.id}`,
    salt: 'salt',
    createdAt: now,
    expiresAt: later,
  });
  await db.insert(rosterRecords).values({
    organisationId: school,
    file: 'users',
    sourcedId: `sis-${student.id}`,
    recordId: student.id,
    userId: student.id,
    data: { givenName: ZEBULON.firstName, familyName: ZEBULON.lastName, email: ZEBULON.email },
  });
  await db.insert(staffReads).values({
    organisationId: school,
    staffId: w.teacher.id,
    studentId: student.id,
    record: 'answers',
    detail: 'Sensors',
    readAt: now,
  });
  await db.insert(outboxMessages).values([
    {
      organisationId: school,
      toAddress: ZEBULON.email,
      subject: 'Welcome to Kitlab',
      textBody: 'Hello Zebulon',
      htmlBody: '<p>Hello Zebulon</p>',
    },
    {
      organisationId: school,
      toAddress: w.teacher.email,
      subject: 'Your day',
      textBody: 'Zebulon Quixwater handed in Sensors.',
      htmlBody: '<p>Zebulon Quixwater handed in Sensors.</p>',
    },
  ]);
  const [thread] = await db
    .select()
    .from(discussionRows)
    .where(eq(discussionRows.studentId, student.id));
  const [mine] = await db
    .select()
    .from(discussionMessages)
    .where(eq(discussionMessages.authorId, student.id));
  if (!thread || !mine) throw new Error('the student has no discussion');
  await db
    .insert(discussionReads)
    .values({ discussionId: thread.id, userId: student.id, lastReadMessageId: mine.id })
    .onConflictDoNothing();
  await db.insert(notificationSettings).values({ userId: student.id }).onConflictDoNothing();
  await db
    .insert(activityTimeSamples)
    .values({
      attemptId: quizId,
      studentId: student.id,
      activityId: w.quiz.activity.id,
      scopeId: w.district.id,
      durationMs: 60_000,
      eventSeq: event.seq,
    })
    .onConflictDoNothing();
  await db.insert(announcements).values({
    organisationId: school,
    teacherId: w.teacher.id,
    classId: w.sixA.id,
    title: 'Sensor of the week',
    body: PRAISE,
  });
  await db.insert(liveEvents).values({
    userId: w.teacher.id,
    type: 'notification.created',
    data: { title: 'Zebulon Quixwater handed in Sensors' },
  });
  // A classmate reports the student's class-thread message: the report goes with the message.
  const [classMessage] = await db
    .select()
    .from(discussionMessages)
    .innerJoin(discussionRows, eq(discussionRows.id, discussionMessages.discussionId))
    .where(and(eq(discussionMessages.authorId, student.id), isNull(discussionRows.studentId)));
  if (classMessage) {
    await db.insert(messageReports).values({
      organisationId: school,
      messageId: classMessage.discussion_messages.id,
      reporterId: w.classmate.id,
      reason: 'Not kind.',
    });
  }
}

/**
 * A student of 6A with work in every feature: signed in (then once with a wrong password), a quiz
 * and a quest handed in with a photo, the quest returned by the teacher, messages in their thread
 * and the class thread, and the rows of the other features; the report rollups refreshed.
 */
export async function buildStudentWithWork(test: ActivityTest) {
  const { t, w, as, anonymous, handInQuest, giveAssignmentInScience } = test;
  await giveAssignmentInScience();
  const student = await t.make.user({ type: 'S', organisation: w.school, ...ZEBULON });
  await t.make.enrol(student, w.sixA);
  await t.make.accept(await t.make.policy(), student);
  const quizId = await handInQuiz(test, student);
  const questId = await handInQuest(student);
  await as(w.teacher).call(activities.returnResponse, {
    body: { answer_header_id: questId, note: 'Zebulon, add a second photo.' },
  });
  await discuss(test, student);
  await writeTheRest(test, student, quizId);
  await refreshReportRollups({ db: t.db, clock: t.clock, overlapEvents: 0 });
  // Last: a right password clears the account's counted failures.
  await anonymous.send(accounts.login, { body: { email: ZEBULON.email, password: 'not it' } });
  return student;
}
