import { createStudent, signInStudent } from '../support/activities';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { clearClassWork, giveKitActivities } from '../support/class-work';
import { type APIRequestContext, expect, test } from '../support/journey';
import { bellOf } from '../support/notifications';
import { riversideTeacher } from '../support/school';
import { expectToastShown } from '../support/toasts';

/** Riverside 7B's Mathematics is this journey's alone: no other journey gives Martin's work. */
const martin = riversideTeacher('Martin', 'Alvarez');
const KIT = 'Ratios and Proportions';
const QUIZ = 'Ratio and proportion quiz';
const WORKSHEET = 'Ratio and proportion worksheet';

/** The quiz and the worksheet of the kit, given to 7B by its Mathematics teacher. */
async function giveWork(request: APIRequestContext) {
  const cleared = await clearClassWork(request, martin.email, '7B');
  const student = await createStudent(request, cleared.classId, 'Noor');
  const {
    activityIds: [quizId],
  } = await giveKitActivities(request, martin, cleared, KIT, [QUIZ, WORKSHEET]);
  return { student, quizId };
}

test("a teacher gives work; the student's bell counts it, the centre opens it, and mark all clears the bell", async ({
  page,
  request,
}) => {
  test.slow();
  const { student, quizId } = await giveWork(request);

  await signInStudent(page, student);
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await bell.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
  const quizNotice = page.getByRole('button', { name: new RegExp(`New work: ${QUIZ}`) });
  await expectAccessibleAtBothWidths(page, () => expect(quizNotice).toBeVisible());
  await expect(quizNotice).toContainText('Martin Alvarez set it for your class');
  await expect(page.getByRole('tab', { name: /Notifications/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: /Discussions/ }).click();
  await expect(page.getByText('No discussion notifications yet')).toBeVisible();
  await page.getByRole('tab', { name: /Notifications/ }).click();

  // Opening a notification goes to its work and marks it read.
  await quizNotice.click();
  await expect(page).toHaveURL(new RegExp(`/quiz/${quizId}\\?assignment=\\d+`));
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  // Mark all clears the bell.
  await bell.click();
  await expect(
    page.getByRole('button', { name: /New work: Ratio and proportion worksheet/ }),
  ).toContainText('Unread');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('button', { name: /Unread:/ })).toHaveCount(0);

  // The student sends new work to the daily digest instead.
  await page.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notification settings');
  const newWork = page.getByRole('radiogroup', { name: 'New work for your class' });
  await expectAccessibleAtBothWidths(page, () => expect(newWork).toBeVisible());
  await newWork.getByText('Daily digest').click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expectToastShown(page, 'Your notification settings have been saved.');
  await page.reload();
  await expect(newWork.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
  await expect(newWork.getByRole('radio', { name: 'Now' })).not.toBeChecked();
});
