/// <reference path="../../apps/server/src/test/http-ece.d.ts" />
import { activities, push as pushCalls } from '@kitlab/contract';
import {
  startTestPushEndpoint,
  type TestPushEndpoint,
} from '../../apps/server/src/test/push-endpoint';
import { createStudent, signInStudent, studentApi } from '../support/activities';
import { expectNoHorizontalScroll, PHONE, seriousViolations } from '../support/axe';
import { clearClassWork, giveKitActivities } from '../support/class-work';
import { roboticsTeacher } from '../support/follow-up';
import { type APIRequestContext, expect, type Page, test } from '../support/journey';
import {
  answerSubscribeWith,
  deliverPush,
  pageNotifications,
  recordPageNotifications,
  siteWorker,
  switchSchoolPushOn,
  workerNotifications,
  workerWindowCount,
} from '../support/push';

const SCHOOL = 'Hillcrest Middle School';
const KIT = 'Sensors and Signals';
const WORKSHEET = 'Sensors and signals worksheet';

/**
 * The push queue runs in the background on the server's own clock, not on a journey's shifted
 * one, and a marking's push is due at the journey's time. So this journey runs on a weekday
 * morning (outside quiet hours) that the server's clock has always passed.
 */
test.use({ now: '2026-01-14T10:00:00Z' });

let endpoint: TestPushEndpoint;
test.beforeAll(async () => {
  endpoint = await startTestPushEndpoint();
});
test.afterAll(async () => {
  await endpoint?.close();
});

/**
 * Hillcrest 6A's Robotics worksheet, handed in by a student of the journey's own. The Robotics
 * teacher's 6A is this journey's alone (the follow-up journey uses his 7A).
 */
async function handedInWorksheet(request: APIRequestContext) {
  const cleared = await clearClassWork(request, roboticsTeacher.email, '6A');
  const {
    activityIds: [worksheetId],
  } = await giveKitActivities(request, roboticsTeacher, cleared, KIT, [WORKSHEET], 14);
  const student = await createStudent(request, cleared.classId, 'Pia');
  const work = await studentApi(request, student);
  const { answer_header_id: attemptId } = await work.start(worksheetId);
  await work.complete(attemptId);
  return { teacherApi: cleared.api, student, attemptId };
}

const deviceCard = (page: Page) => page.getByRole('listitem').filter({ hasText: 'This device' });

test("a student turns on notifications, and the teacher's marking reaches their browser as a push", async ({
  baseURL,
  context,
  page,
  request,
}) => {
  test.slow();
  await switchSchoolPushOn(request, SCHOOL);
  const { teacherApi, student, attemptId } = await handedInWorksheet(request);

  const subscription = endpoint.subscribe();
  await answerSubscribeWith(context, subscription);
  await recordPageNotifications(context);
  await context.grantPermissions(['notifications'], { origin: baseURL });

  await signInStudent(page, student);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Your devices' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your devices');
  await expect(page.getByText('No devices yet')).toBeVisible();
  await page.getByRole('button', { name: 'Turn on notifications' }).click();
  const turnedOn = page.getByText('Notifications are on for this device.');
  await expect(turnedOn).toBeVisible();
  await expect(page.getByText('This device receives your notifications.')).toBeVisible();
  await expect(deviceCard(page)).toContainText('Receiving notifications');
  await expect(deviceCard(page)).toContainText('Desktop');
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
  // Scan the page at rest: a toast caught while it fades out measures as faint text.
  await expect(turnedOn).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await expect(deviceCard(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoHorizontalScroll(page);

  // The teacher marks every question in full; the push service receives the encrypted push.
  const sheet = await teacherApi.call(activities.getStudentResponses, {
    query: { answer_header_id: attemptId },
  });
  await teacherApi.call(activities.markResponses, {
    body: {
      answer_header_id: attemptId,
      marks: sheet.questions.map((q) => ({ activity_detail_id: q.id, marks_obtained: q.marks })),
    },
  });
  const [received] = await endpoint.waitForDelivered(1, 30_000);
  if (!received) throw new Error('No push arrived');
  expect(received.endpoint).toBe(subscription.endpoint);
  expect(received.vapid.aud).toBe(endpoint.origin);
  const push = pushCalls.pushPayload.parse(received.payload);
  expect(push.title).toBe(`Marked: ${WORKSHEET}`);
  expect(push.body).toMatch(/^David Osei marked your work\./);
  expect(push.link).toMatch(/^\/worksheet\/\d+/);
  await page.reload();
  await expect(deviceCard(page)).not.toContainText('Never');

  // The browser's half: the same message, delivered to the worker as its push service would. With
  // the page in front it shows as the page's own notification (a foreground message)…
  const site = new URL(page.url()).origin;
  const worker = await siteWorker(context);
  await deliverPush(page, site, push);
  await expect
    .poll(() => pageNotifications(page))
    .toContainEqual({ title: push.title, body: push.body });
  // …and with no Kitlab page open, the worker shows it, "No Title" when it has none.
  await page.goto('about:blank');
  // The worker learns that the page left a moment after the navigation ends.
  await expect.poll(() => workerWindowCount(worker)).toBe(0);
  // The DevTools delivery answers before the worker handles the push and reports no failure; once,
  // on a busy machine, a delivered push showed nothing in 20 s. So the journey delivers again what
  // was not shown, and the notification's tag keeps a second delivery from showing twice. The
  // worker is looked up each time: one that idled and started again is a new one.
  const background = {
    title: '',
    body: 'A new message',
    link: '/notifications',
    notification_id: 1,
  };
  await expect(async () => {
    await deliverPush(page, site, background);
    await expect
      .poll(async () => workerNotifications(await siteWorker(context)), { timeout: 8_000 })
      .toContainEqual({
        title: 'No Title',
        body: 'A new message',
        data: { link: `${baseURL}/notifications` },
      });
  }).toPass({ timeout: 30_000 });
  expect(await workerNotifications(await siteWorker(context))).toHaveLength(1);
});
