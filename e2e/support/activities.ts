import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  accounts,
  activities,
  assignments,
  type Caller,
  type CallResponse,
  core,
  kits,
} from '@kitlab/contract';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { type DemoAccount, teacher } from './accounts';
import { adminApi, choosePassword, uniqueEmail } from './accounts-api';
import { signedInApi } from './api';
import { expectNoHorizontalScroll, PHONE, seriousViolations } from './axe';
import { daysFromToday, newJourneyContext, undoAfterJourney } from './journey';
import { signIn } from './sign-in';

export type ActivityType = (typeof kits.ACTIVITY_TYPES)[number];

export const FIXTURES = resolve(import.meta.dirname, '../fixtures');
export const QUEST_PHOTO = resolve(FIXTURES, 'quest-photo.png');
export const WORKSHEET_PAGE = resolve(FIXTURES, 'worksheet-page.png');

export interface AssignedActivity {
  activityId: number;
  activityType: ActivityType;
  title: string;
  kitId: number;
  kitToken: string;
  classId: number;
  className: string;
  assignmentId: number;
  dueDate: string;
}

/** What the teacher may add when assigning: their words to the class. */
export interface AssignOptions {
  instructions?: string;
}

type KitClass = CallResponse<typeof kits.listTeacherClasses>['results'][number];
type Kit = CallResponse<typeof kits.listTeacherLibrary>['results'][number];
type Activity = CallResponse<typeof kits.getTeacherKitTopic>['activities'][number];

/** A teacher's classes and kits (the demo teacher's unless named), read once per setup. */
async function teacherWorld(request: APIRequestContext, account: DemoAccount = teacher) {
  const api = await signedInApi(request, account.email);
  const { results: classes } = await api.call(kits.listTeacherClasses);
  const library = await api.call(kits.listTeacherLibrary, { body: { per_page: 100 } });
  const contents = new Map<string, Activity[]>();
  const activitiesOf = async (kit: Kit) => {
    const known = contents.get(kit.kit_token);
    if (known) return known;
    const content = await api.call(kits.getTeacherKitTopic, {
      query: { kit_token: kit.kit_token },
    });
    contents.set(kit.kit_token, content.activities);
    return content.activities;
  };
  return { api, classes, kits: library.results, activitiesOf };
}

type World = Awaited<ReturnType<typeof teacherWorld>>;

/** Assigns the first activity of this type that the class does not have yet; null if none. */
async function assignFree(
  world: World,
  activityType: ActivityType,
  schoolClass: KitClass,
  options: AssignOptions,
): Promise<AssignedActivity | null> {
  const fitting = world.kits.filter(
    (kit) =>
      kit.grade === schoolClass.grade && kit.subjects.some((s) => s.id === schoolClass.subject_id),
  );
  for (const kit of fitting) {
    const candidates = (await world.activitiesOf(kit)).filter(
      (a) => a.activity_type === activityType,
    );
    for (const activity of candidates) {
      // Two weeks ahead: later than today in any school's time zone.
      const due = daysFromToday(14);
      const created = await world.api.send(assignments.createAssignments, {
        body: {
          kit_id: kit.kit_id,
          activity_id: activity.activity_id,
          class_ids: [schoolClass.class_id],
          due_date: due,
          ...options,
        },
      });
      if (created.status === 409) continue;
      if (!created.data) throw new Error(`assign: ${created.status} ${created.text}`);
      return {
        activityId: activity.activity_id,
        activityType,
        title: activity.title,
        kitId: kit.kit_id,
        kitToken: kit.kit_token,
        classId: schoolClass.class_id,
        className: schoolClass.class_name,
        assignmentId: created.data.results[0]?.assignment_id ?? 0,
        dueDate: due,
      };
    }
  }
  return null;
}

/** Whose class takes the work: the demo teacher's first that can, unless named. */
export interface AssignTo {
  teacher?: DemoAccount;
  className?: string;
}

/**
 * Assigns activities of these types to one class of the demo teacher (or the teacher and class
 * named), as single-activity assignments. Journeys run side by side on one database and others
 * assign kits too, so work another journey holds (409) is skipped, never taken over; a class that
 * cannot take all of them gets back what was given to it here. What is given is cancelled when
 * the journey ends.
 */
export async function assignActivities(
  request: APIRequestContext,
  types: readonly ActivityType[],
  options: AssignOptions = {},
  to: AssignTo = {},
): Promise<AssignedActivity[]> {
  const world = await teacherWorld(request, to.teacher);
  const classes = world.classes.filter((c) => !to.className || c.class_name === to.className);
  for (const schoolClass of classes) {
    const given: AssignedActivity[] = [];
    for (const type of types) {
      const one = await assignFree(world, type, schoolClass, options);
      if (!one) break;
      given.push(one);
    }
    if (given.length === types.length) {
      for (const work of given) {
        undoAfterJourney(() => cancelAssignment(world.api, work.assignmentId));
      }
      return given;
    }
    for (const work of given) await cancelAssignment(world.api, work.assignmentId);
  }
  throw new Error(`No class of the demo teacher can take a new ${types.join(', ')}`);
}

/** Cancels an assignment as its teacher, signed in through the API. */
export async function cancelAssignment(teacherApi: Caller, assignmentId: number): Promise<void> {
  await teacherApi.call(assignments.updateAssignment, {
    body: { assignment_id: assignmentId, action: 'cancel' },
  });
}

/** One activity of this type, assigned to a class of the demo teacher. */
export async function assignActivity(
  request: APIRequestContext,
  activityType: ActivityType,
  options: AssignOptions = {},
): Promise<AssignedActivity> {
  const [one] = await assignActivities(request, [activityType], options);
  if (!one) throw new Error(`No ${activityType} could be assigned`);
  return one;
}

/**
 * Runs a journey on one activity of this type assigned for it alone, then cancels the assignment
 * however the journey ends, so the demo teacher's classes can take the next one.
 */
export async function withAssignedActivity<T>(
  request: APIRequestContext,
  activityType: ActivityType,
  journey: (work: AssignedActivity) => Promise<T>,
): Promise<T> {
  const work = await assignActivity(request, activityType);
  try {
    return await journey(work);
  } finally {
    await cancelAssignment(await signedInApi(request, teacher.email), work.assignmentId);
  }
}

export interface JourneyStudent {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * A student of the journey's own in a class, signed up by the district administrator with a
 * password already chosen, so their work and marks are theirs alone.
 */
export async function createStudent(
  request: APIRequestContext,
  classId: number,
  firstName = 'Ada',
): Promise<JourneyStudent> {
  const admin = await adminApi(request);
  const lov = await admin.call(accounts.getHierarchy);
  const school = lov.schools.find((s) => s.classes.some((c) => c.class_id === classId));
  if (!school) throw new Error(`No school has class ${classId}`);
  const lastName = `Journey ${randomUUID().slice(0, 4)}`;
  const email = uniqueEmail(firstName.toLowerCase());
  const temporary = `Temp-${randomUUID()}`;
  await admin.call(accounts.createUser, {
    body: {
      user_type: 'S',
      email,
      first_name: firstName,
      last_name: lastName,
      school_token: school.school_token,
      class_id: classId,
      temporary_password: temporary,
    },
  });
  const password = `Kitlab-${randomUUID()}`;
  await choosePassword(request, { email }, temporary, password);
  return { email, password, firstName, lastName };
}

/** Signs a journey's student in, past the privacy notice, and opens `at` (their home). */
export async function signInStudent(
  page: Page,
  student: JourneyStudent,
  at = '/dashboard',
): Promise<void> {
  await signIn(
    page,
    { email: student.email, home: '/dashboard' },
    { password: student.password, at },
  );
}

/**
 * The demo teacher, signed in, at one student's attempt at an assigned activity; answers the
 * page's address, to open it again at another width.
 */
export async function openResponse(
  page: Page,
  work: AssignedActivity,
  attemptId: number,
  student: JourneyStudent,
): Promise<string> {
  const url = `/submissions/${work.kitToken}/${work.activityId}/${attemptId}?class=${work.classId}`;
  await signIn(page, teacher, { at: url });
  await expect(page.getByRole('heading', { level: 1, name: student.firstName })).toBeVisible();
  return url;
}

/** The student's own calls, for setting work up quickly where the journey is about the teacher. */
export async function studentApi(request: APIRequestContext, student: JourneyStudent) {
  const api = await signedInApi(request, student.email, student.password);
  return {
    start: (activityId: number) =>
      api.call(activities.startAttempt, { body: { activity_id: activityId } }),
    complete: (answerHeaderId: number) =>
      api.call(activities.completeAnswer, {
        params: { id: answerHeaderId },
        body: { answer: [] },
      }),
    stepPhotos: (activityId: number, stepId: number, keys: string[]) =>
      api.call(activities.saveStepResponse, {
        body: { activity_id: activityId, activity_detail_id: stepId, keys },
      }),
    stepText: (activityId: number, stepId: number, text: string) =>
      api.call(activities.saveStepResponse, {
        body: { activity_id: activityId, activity_detail_id: stepId, text },
      }),
    /** Uploads a fixture through the presigned flow and answers its key. */
    upload: async (file: string): Promise<string> => {
      const presigned = await api.call(core.generatePresignedUrl, {
        body: { operation: 'upload', content_type: 'image/png' },
      });
      const signed = new URL(presigned.url, 'http://presigned.invalid').searchParams;
      await api.call(core.uploadFile, {
        query: core.presignedQuery.parse(Object.fromEntries(signed)),
        body: readFileSync(file),
        headers: { 'content-type': 'image/png' },
      });
      return presigned.key;
    },
    addPage: (activityId: number, key: string) =>
      api.call(activities.addWorksheetPage, { body: { activity_id: activityId, key } }),
    sheet: (activityId: number, answerHeaderId: number) =>
      api.call(activities.listAttemptQuestions, {
        query: { activity_id: activityId, answer_header_id: answerHeaderId },
      }),
    answer: (answerHeaderId: number, questionId: number, optionIds: number[]) =>
      api.call(activities.saveAnswer, {
        params: { id: answerHeaderId },
        body: { activity_detail_id: questionId, answer: optionIds },
      }),
  };
}

/** The student hands a worksheet in on paper: one photographed page, for the teacher to mark. */
export async function handInOnPaper(
  request: APIRequestContext,
  student: JourneyStudent,
  activityId: number,
): Promise<void> {
  const work = await studentApi(request, student);
  const attempt = await work.start(activityId);
  await work.addPage(activityId, await work.upload(WORKSHEET_PAGE));
  await work.complete(attempt.answer_header_id);
}

/** Fails with the serious axe findings, and at phone width with any sideways scroll. */
export async function expectAccessible(page: Page, phone: boolean): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  if (phone) await expectNoHorizontalScroll(page);
}

/** Chooses files through the file picker that `button` opens. */
export async function chooseFiles(
  page: Page,
  button: Locator,
  files: string | { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

/** The same signed-in browser at phone width, as a browser of its own. */
export async function onPhone(browser: Browser, page: Page) {
  return newJourneyContext(browser, {
    viewport: PHONE,
    storageState: await page.context().storageState(),
  });
}

/**
 * The start of a student's journey: an activity of their own assigned, a new student in its
 * class signed in, and the activity open in the player.
 */
export async function openAssigned(
  page: Page,
  request: APIRequestContext,
  activityType: ActivityType,
  firstName: string,
  options: AssignOptions = {},
): Promise<{ work: AssignedActivity; student: JourneyStudent }> {
  const work = await assignActivity(request, activityType, options);
  const student = await createStudent(request, work.classId, firstName);
  await signInStudent(page, student, `/${activityType}/${work.activityId}`);
  await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
  return { work, student };
}

/** The demo teacher lets students of an assignment start again after handing in. */
export async function allowRetries(request: APIRequestContext, assignmentId: number) {
  const api = await signedInApi(request, teacher.email);
  await api.call(assignments.updateAssignment, {
    body: { assignment_id: assignmentId, allow_retries: true },
  });
}

/**
 * Picks the first option of each question on the page shown that has none chosen yet (at most
 * `atMost` of them), waits until the answers are saved, and answers how many it picked.
 */
export async function answerShownQuestions(page: Page, atMost = Number.POSITIVE_INFINITY) {
  const questions = page.getByTestId('quiz-question');
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  let answered = 0;
  for (let index = 0; index < count && answered < atMost; index += 1) {
    const options = questions.nth(index).getByTestId('answer-option');
    const chosen = options.and(page.locator('[aria-checked="true"], [data-checked]'));
    if ((await chosen.count()) > 0) continue;
    await options.first().click();
    await expect(chosen).not.toHaveCount(0);
    answered += 1;
  }
  if (answered > 0) await expect(page.getByTestId('save-status')).toHaveText(/Saved/);
  return answered;
}

/** The quiz player's "Page n of N". */
export function quizPageLabel(page: Page) {
  return page.getByText(/^Page \d+ of \d+$/);
}

/**
 * Turns the quiz to its next page and waits until the player shows it: until then the page
 * turned from is still on screen, and answering it again would skip the next one.
 */
export async function turnQuizPage(page: Page): Promise<void> {
  const label = quizPageLabel(page);
  const [shown = 0, total = 0] =
    ((await label.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(label).toHaveText(`Page ${shown + 1} of ${total}`);
}

/** Answers every page of the quiz open in the player and hands it in. */
export async function answerAndHandInQuiz(page: Page): Promise<void> {
  const next = page.getByRole('button', { name: 'Next page' });
  const finish = page.getByRole('button', { name: 'Finish' });
  for (;;) {
    await answerShownQuestions(page);
    await expect(next.or(finish)).toBeVisible();
    if (await finish.isVisible()) break;
    await turnQuizPage(page);
  }
  await finish.click();
  const dialog = page.getByRole('dialog', { name: 'Hand in your work?' });
  await dialog.getByRole('button', { name: 'Hand it in' }).click();
  await expect(page.getByTestId('score-headline')).toBeVisible();
}
