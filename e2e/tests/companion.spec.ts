import { assignments, kits, TEST_CLOCK_SHIFT_HEADER } from '@kitlab/contract';
import { teacher } from '../support/accounts';
import {
  type AssignedActivity,
  assignActivity,
  cancelAssignment,
  createStudent,
  expectAccessible,
  onPhone,
  signInStudent,
} from '../support/activities';
import { signedInApi } from '../support/api';
import {
  type APIRequestContext,
  daysFromToday,
  expect,
  type Locator,
  type Page,
  SCHOOL_TIME_ZONE,
  test,
} from '../support/journey';
import { atPath, signIn } from '../support/sign-in';

/** The widget: a region named by its heading, inside the <kitlab-companion> element. */
const companionOf = (page: Page) =>
  page.locator('kitlab-companion').getByRole('region', { name: 'Learning companion' });

/** Picks the first option of the first question shown and waits for the save. */
async function answerFirstQuestion(page: Page) {
  const question = page.getByTestId('quiz-question').first();
  await question.getByTestId('answer-option').first().click();
  await expect(page.getByTestId('save-status')).toHaveText(/Saved/);
}

/** The demo teacher's "class name - subject name" for the teaching an activity was given in. */
async function classLabelOf(request: APIRequestContext, work: AssignedActivity) {
  const api = await signedInApi(request, teacher.email);
  const { results: classes } = await api.call(kits.listTeacherClasses);
  const content = await api.call(kits.getTeacherKitTopic, { query: { kit_token: work.kitToken } });
  const subjects = new Set(content.kit[0]?.subjects.map((s) => s.id));
  const teaching = classes.find(
    (c) => c.class_id === work.classId && c.subject_id !== null && subjects.has(c.subject_id),
  );
  if (!teaching) throw new Error(`No teaching of class ${work.className} has the kit's subject`);
  return `${teaching.class_name} - ${teaching.subject_name}`;
}

/** Whether two boxes share any area. */
function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The boxes of the widget and of every button the player shows, as the page lays them out. */
async function boxesOf(page: Page, widget: Locator) {
  const buttons = page.getByRole('button', { name: /^(Previous page|Next page|Finish)$/ });
  await expect(buttons.first()).toBeVisible();
  const measure = (locator: Locator) =>
    locator.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    );
  return { widget: (await measure(widget))[0], buttons: await measure(buttons) };
}

test('a student is guided to the work due next and back into an open quiz, where the rules show the companion', async ({
  browser,
  page,
  request,
}) => {
  const work = await assignActivity(request, 'quiz');
  const teacherApi = await signedInApi(request, teacher.email);
  try {
    // Due tomorrow: before any other work a journey gives the class (those are due later).
    await teacherApi.call(assignments.updateAssignment, {
      body: { assignment_id: work.assignmentId, due_date: daysFromToday(1) },
    });
    const student = await createStudent(request, work.classId, 'Cora');
    await signInStudent(page, student);

    // The first sign-in enrolls the student (the district has the Learning Companion on).
    const companion = companionOf(page);
    await expect(companion).toBeVisible();
    await expect(
      page.evaluate(() => localStorage.getItem('kitlab.companion_enrolled')),
    ).resolves.toBe('true');
    const due = companion.getByRole('link', { name: work.title });
    await expect(due).toBeVisible();
    await expectAccessible(page, false);

    // Opening the work from the companion starts the quiz; the companion stays beside it.
    await due.click();
    await expect(page).toHaveURL(new RegExp(`/quiz/${work.activityId}\\?`));
    await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
    await expect(companion).toBeVisible();
    await answerFirstQuestion(page);

    // Full screen (F11) hides it, and leaving full screen brings it back.
    await page.keyboard.press('F11');
    await expect(page.locator('kitlab-companion')).toHaveCount(0);
    await page.keyboard.press('F11');
    await expect(companion).toBeVisible();

    // Not on a page the rules do not name.
    await page.goto('/account-settings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('kitlab-companion')).toHaveCount(0);

    // Back home, it offers the open attempt, and one click resumes it.
    await page.goto('/dashboard');
    await expect(companion.getByText('Where you left off')).toBeVisible();
    await expect(companion).toContainText(`${work.title} · 1 of`);
    await companion.getByRole('link', { name: `Resume ${work.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/quiz/${work.activityId}\\?kit=`));
    await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
    await expectAccessible(page, false);

    // Folded away, it stays folded on the next page.
    await companion.getByRole('button', { name: 'Hide learning companion' }).click();
    await page.goto('/dashboard');
    await expect(
      companion.getByRole('button', { name: 'Show learning companion' }),
    ).toHaveAttribute('aria-expanded', 'false');
    await companion.getByRole('button', { name: 'Show learning companion' }).click();
    await expect(companion.getByText('Where you left off')).toBeVisible();

    // At 375 px the companion sits below the player and never covers its buttons.
    const phone = await onPhone(browser, page);
    const small = await phone.newPage();
    await small.goto(`/quiz/${work.activityId}`);
    await expect(small.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
    const widget = small.locator('kitlab-companion');
    await expect(companionOf(small)).toBeVisible();
    await expectAccessible(small, true);
    for (const scroll of ['top', 'bottom'] as const) {
      await small.evaluate((to) => {
        window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight);
      }, scroll);
      const boxes = await boxesOf(small, widget);
      expect(boxes.widget).toBeDefined();
      for (const button of boxes.buttons) {
        expect(boxes.widget && overlaps(boxes.widget, button)).toBe(false);
      }
    }
    // The page fills the first screen, so the companion starts below the fold: scrolled to the
    // bottom, it is on screen.
    await expect(widget).toBeInViewport();
    await phone.close();
  } finally {
    await cancelAssignment(teacherApi, work.assignmentId);
  }
});

test('a teacher picks a class in the companion and sees a student who stopped answering as stuck', async ({
  browser,
  page,
  request,
  journeyClock,
}) => {
  const work = await assignActivity(request, 'quiz');
  const teacherApi = await signedInApi(request, teacher.email);
  try {
    const label = await classLabelOf(request, work);
    const student = await createStudent(request, work.classId, 'Sam');
    // The student answers one question and stops, the quiz left open.
    await signInStudent(page, student, `/quiz/${work.activityId}`);
    await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
    await answerFirstQuestion(page);

    // A quarter of an hour later (the teacher's browser and the server it calls move on), the
    // teacher looks at the class.
    const later = journeyClock.shift + 15 * 60_000;
    const teacherContext = await browser.newContext({
      timezoneId: SCHOOL_TIME_ZONE,
      extraHTTPHeaders: { [TEST_CLOCK_SHIFT_HEADER]: String(later) },
    });
    await teacherContext.clock.install({ time: Date.now() + later });
    const teacherPage = await teacherContext.newPage();
    await signIn(teacherPage, teacher);
    await expect(teacherPage).toHaveURL(atPath('/dashboard'));

    const companion = companionOf(teacherPage);
    await expect(companion).toBeVisible();
    const select = companion.getByRole('combobox', { name: 'Class' });
    await expect(select.locator('option:checked')).toHaveText('Select');
    await expect(select.locator('option', { hasText: label })).toHaveCount(1);
    await select.selectOption({ label });
    await expect(select.locator('option:checked')).toHaveText(label);

    const stuck = companion.getByTestId('companion-stuck');
    const name = `${student.firstName} ${student.lastName}`;
    await expect(stuck.getByRole('listitem').filter({ hasText: name })).toContainText(
      new RegExp(`${work.title} · no answer for 1[5-9] min`),
    );
    await expectAccessible(teacherPage, false);
    await teacherContext.close();
  } finally {
    await cancelAssignment(teacherApi, work.assignmentId);
  }
});
