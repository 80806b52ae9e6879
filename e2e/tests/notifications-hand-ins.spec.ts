import { createStudent, handInOnPaper } from '../support/activities';
import { seriousViolations } from '../support/axe';
import { clearClassWork, giveKitActivities } from '../support/class-work';
import { type APIRequestContext, expect, test } from '../support/journey';
import { bellOf } from '../support/notifications';
import { riversideTeacher } from '../support/school';
import { signIn } from '../support/sign-in';

/** Riverside 7A's Robotics is this journey's alone: no other journey gives Tom's work. */
const tom = riversideTeacher('Tom', 'Lindqvist');
const KIT = 'Programming a Line-Following Robot';
const WORKSHEET = 'Line follower worksheet';

/** The kit's worksheet given to 7A by its Robotics teacher, whose earlier notices are read. */
async function giveWorksheet(request: APIRequestContext) {
  const cleared = await clearClassWork(request, tom.email, '7A', { readNotices: true });
  const {
    kitToken,
    activityIds: [activityId],
  } = await giveKitActivities(request, tom, cleared, KIT, [WORKSHEET]);
  return { classId: cleared.classId, kitToken, activityId };
}

test("a teacher's bell gathers a class's hand-ins of one worksheet into one row that opens the marking", async ({
  page,
  request,
}) => {
  test.slow();
  const { classId, kitToken, activityId } = await giveWorksheet(request);
  const first = await createStudent(request, classId, 'Ines');
  const second = await createStudent(request, classId, 'Omar');
  await handInOnPaper(request, first, activityId);

  await signIn(page, tom, { at: '/notifications' });
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  const one = page.getByRole('button', {
    name: new RegExp(`^Unread: 1 hand-in of ${WORKSHEET} to mark`),
  });
  await expect(one).toBeVisible();
  await expect(one).toContainText('From 7A: open the submissions to mark it.');
  expect(await seriousViolations(page)).toEqual([]);

  // The second hand-in grows the same row, live: still one unread notification.
  await handInOnPaper(request, second, activityId);
  const two = page.getByRole('button', {
    name: new RegExp(`^Unread: 2 hand-ins of ${WORKSHEET} to mark`),
  });
  await expect(two).toBeVisible();
  await expect(one).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await two.click();
  await expect(page).toHaveURL(`/submissions/${kitToken}/${activityId}?class=${classId}`);
  await expect(page.getByRole('heading', { level: 1, name: WORKSHEET })).toBeVisible();
  for (const student of [first, second]) {
    await expect(
      page
        .getByTestId('submissions-table')
        .getByRole('row')
        .filter({ hasText: `${student.firstName} ${student.lastName}` }),
    ).toContainText('To mark');
  }
  await expect(bell).toHaveAccessibleName('Notifications');
});
