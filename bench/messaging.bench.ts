/**
 * Discussions, the notification centre, push devices and the live ticket at 32 calls in flight
 * after the classroom day, once every 6A student has asked about the first step of a quest given
 * to 6A and the teacher has answered each, beside the account settings call as a yardstick.
 * Posting is rate limited per user (10 a minute), so posts are measured as 8 per 6A student.
 * In process through inject(), on PGlite, and also on PostgreSQL when BENCH_DATABASE_URL is set:
 *   npx tsx bench/messaging.bench.ts
 */
import { accounts, type Caller, discussions, live, notifications, push } from '@kitlab/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, DatabaseTarget } from '../apps/server/src/db/client.js';
import {
  activities,
  activityDetails,
  assignments,
  classes,
  studentClasses,
  users,
} from '../apps/server/src/db/schema/index.js';
import { createFactories } from '../apps/server/src/test/factories.js';
import { DEVICE_INFO } from '../apps/server/src/test/push-world.js';
import { type ClassroomDay, playClassroomDay, signedIn } from './lib/classroom-day.js';
import { BENCH_PASSWORD, onEachTarget, startDemoApp } from './lib/demo-app.js';
import { printScenarios } from './lib/demo-day-app.js';

const CONNECTIONS = 32;
const CALLS = 960;
const POSTS_PER_STUDENT = 8;

/** The first step of a quest given to the class. */
async function questStepOf(db: Database, classId: number) {
  const [step] = await db
    .select({ activityId: activities.id, stepId: activityDetails.id })
    .from(assignments)
    .innerJoin(activities, eq(activities.kitId, assignments.kitId))
    .innerJoin(activityDetails, eq(activityDetails.activityId, activities.id))
    .where(
      and(
        eq(assignments.classId, classId),
        eq(activities.activityType, 'quest'),
        eq(activityDetails.detailType, 'step'),
      ),
    )
    .orderBy(asc(activities.id), asc(activityDetails.position))
    .limit(1);
  if (!step) throw new Error('No quest with a step is given to 6A');
  return step;
}

async function classStudents(app: Parameters<typeof signedIn>[0], db: Database, classId: number) {
  const rows = await db
    .select({ email: users.email, organisationId: classes.organisationId })
    .from(studentClasses)
    .innerJoin(users, eq(users.id, studentClasses.studentId))
    .innerJoin(classes, eq(classes.id, studentClasses.classId))
    .where(eq(classes.id, classId));
  const callers = await Promise.all(rows.map((row) => signedIn(app, row.email, BENCH_PASSWORD)));
  return { callers, organisationId: rows[0]?.organisationId };
}

/** Every student asks about the step; the teacher answers each thread. */
async function holdDiscussions(day: ClassroomDay, students: Caller[], step: QuestStep) {
  const address = { activity_id: step.activityId, activity_detail_id: step.stepId };
  const threads: string[] = [];
  for (const student of students) {
    const asked = await student.call(discussions.postMessage, {
      body: { ...address, text: 'How do I start this step?' },
    });
    threads.push(asked.discussion_token);
  }
  for (const discussion_token of threads) {
    await day.teacher.call(discussions.postMessage, {
      body: { discussion_token, text: 'Read the first paragraph again, then try.' },
    });
  }
  return threads;
}

type QuestStep = Awaited<ReturnType<typeof questStepOf>>;

async function run(label: string, target: DatabaseTarget) {
  const demo = await startDemoApp(target);
  try {
    const { db } = demo.database;
    const dueDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const day = await playClassroomDay(demo.app, db, BENCH_PASSWORD, dueDate);
    const step = await questStepOf(db, day.classId);
    const { callers: students, organisationId } = await classStudents(demo.app, db, day.classId);
    if (organisationId === undefined) throw new Error('6A has no students');
    const threads = await holdDiscussions(day, students, step);
    const studentThread = threads[students.indexOf(students[0] as Caller)] as string;
    const firstStudent = students[0] as Caller;
    const { messages } = await firstStudent.call(discussions.getDiscussion, {
      body: { discussion_token: studentThread },
    });
    const lastMessage = messages.at(-1);
    if (!lastMessage) throw new Error('The thread has no messages');

    await createFactories(db).featureOn(organisationId, 'Push Notifications');
    const device = await firstStudent.call(push.registerDevice, {
      body: {
        endpoint: 'https://push.example.test/send/bench-device',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'Q'.repeat(22) },
        device_info: DEVICE_INFO,
      },
    });

    await printScenarios(
      `${label}: discussions, notifications, devices, ${CONNECTIONS} in flight`,
      [
        [
          'fetch a discussion (student)',
          () =>
            firstStudent.call(discussions.getDiscussion, {
              body: { discussion_token: studentThread },
            }),
        ],
        [
          'mark a message read (student)',
          () =>
            firstStudent.call(discussions.markMessage, {
              body: { discussion_token: studentThread, message_token: lastMessage.token },
            }),
        ],
        [
          "a quest's discussions (teacher, 6A)",
          () =>
            day.teacher.call(discussions.listQuestDiscussions, {
              body: { activity_id: step.activityId, class_id: day.classId },
            }),
        ],
        [
          'message figures (teacher)',
          () => day.teacher.call(discussions.getMessageAnalytics, { body: {} }),
        ],
        [
          'home notifications (student)',
          () => firstStudent.call(notifications.getHomeNotifications),
        ],
        [
          'notifications, page 1 (teacher)',
          () => day.teacher.call(notifications.listNotifications),
        ],
        ['unread counts (student)', () => firstStudent.call(notifications.getUnreadCounts)],
        [
          'mark all read (teacher)',
          () => day.teacher.call(notifications.markAllNotificationsRead, { body: {} }),
        ],
        ['devices (student)', () => firstStudent.call(push.listDevices)],
        [
          'device status (student)',
          () => firstStudent.call(push.getDeviceStatus, { body: { id: device.id } }),
        ],
        ['live ticket (student)', () => firstStudent.call(live.createTicket)],
        ['account settings (yardstick)', () => firstStudent.call(accounts.getAccountSettings)],
      ],
      CALLS,
      CONNECTIONS,
    );

    let turn = 0;
    await printScenarios(
      `${label}: posting, ${POSTS_PER_STUDENT} posts by each 6A student, ${CONNECTIONS} in flight`,
      [
        [
          'post a message (student)',
          () => {
            const index = turn++ % students.length;
            return (students[index] as Caller).call(discussions.postMessage, {
              body: { discussion_token: threads[index] as string, text: 'One more question.' },
            });
          },
        ],
      ],
      POSTS_PER_STUDENT * students.length,
      CONNECTIONS,
    );
  } finally {
    await demo.close();
  }
}

await onEachTarget(run);
