import { assignments, kits } from '@kitlab/contract';
import type { DemoAccount } from '../support/accounts';
import { expectAccessible } from '../support/activities';
import { PHONE } from '../support/axe';
import { clearClassWork } from '../support/class-work';
import { daysFromToday, expect, type Page, test } from '../support/journey';
import { kitTokenOf, openLibraryKit } from '../support/kits';
import { formatDate, pickDay } from '../support/school';
import { signIn } from '../support/sign-in';
import { expectToastShown } from '../support/toasts';

// Mei Lin alone teaches Hillcrest's grade-8 Mathematics, and no other journey gives her 8A work.
const mei: DemoAccount = {
  email: 'mei.lin@hillcrest.demo.kitlab.test',
  userType: 'T',
  home: '/dashboard',
};
const KIT = 'Linear Equations';
const QUIZ = 'Linear equations quiz';
const QUEST = 'How tall is a stack of cups?';

async function openKitTopics(page: Page) {
  await openLibraryKit(page, KIT);
  await page.getByRole('tab', { name: 'Topics' }).click();
}

async function openDrawer(page: Page, activity: string) {
  await page.getByRole('button', { name: `Assign ${activity}` }).click();
  const drawer = page.getByRole('dialog', { name: `Assign ${activity}` });
  await expect(drawer.getByRole('checkbox', { name: '8A' })).toBeVisible();
  return drawer;
}

test('a teacher gives one class the quiz and then the quest of a kit, each with its own due date', async ({
  page,
  request,
}) => {
  test.slow();
  await clearClassWork(request, mei.email, '8A');
  const quizDue = daysFromToday(5);
  const questDue = daysFromToday(12);
  await signIn(page, mei);
  await openKitTopics(page);

  const quizDrawer = await openDrawer(page, QUIZ);
  await quizDrawer.getByRole('checkbox', { name: '8A' }).check();
  await pickDay(quizDrawer, quizDue);
  await quizDrawer
    .getByRole('textbox', { name: 'Instructions (optional)' })
    .fill('Work on your own.');
  await quizDrawer.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(quizDrawer).toBeHidden();
  await expectToastShown(page, `${QUIZ} is assigned to 8A`);

  // The quest can still go to 8A; what is typed survives a reload (the device turned).
  let questDrawer = await openDrawer(page, QUEST);
  await expect(questDrawer.getByRole('checkbox', { name: '8A' })).toBeEnabled();
  await questDrawer.getByRole('checkbox', { name: '8A' }).check();
  await pickDay(questDrawer, questDue);
  const questNote = 'In pairs: bring ten paper cups.';
  await questDrawer.getByRole('textbox', { name: 'Instructions (optional)' }).fill(questNote);
  await page.reload();
  await page.getByRole('tab', { name: 'Topics' }).click();
  questDrawer = await openDrawer(page, QUEST);
  await expect(questDrawer.getByRole('checkbox', { name: '8A' })).toBeChecked();
  await expect(questDrawer.getByTestId('chosen-due-date')).toHaveText(
    `Due ${formatDate(questDue, 'long')}`,
  );
  await expect(questDrawer.getByRole('textbox', { name: 'Instructions (optional)' })).toHaveValue(
    questNote,
  );
  await expectAccessible(page, false);
  await questDrawer.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(questDrawer).toBeHidden();
  await expectToastShown(page, `${QUEST} is assigned to 8A`);

  // The quiz cannot go to 8A again: the drawer says so and offers nothing to send.
  const again = await openDrawer(page, QUIZ);
  await expect(again.getByRole('checkbox', { name: '8A' })).toBeDisabled();
  await expect(again).toContainText(`Has this activity, due ${formatDate(quizDue)}`);
  await expect(again).toContainText('Every class you teach already has this activity');
  await expect(again.getByRole('button', { name: 'Assign', exact: true })).toBeDisabled();
  await expectAccessible(page, false);
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();

  // The drawer the quest was assigned from starts empty again.
  const emptied = await openDrawer(page, QUEST);
  await expect(emptied.getByRole('checkbox', { name: '8A' })).toBeDisabled();
  await expect(emptied.getByRole('textbox', { name: 'Instructions (optional)' })).toHaveValue('');
  await page.keyboard.press('Escape');

  // The dashboard lists both, each with its own due date.
  await page.goto('/dashboard');
  const recent = page.getByRole('region', { name: 'Recent assignments' });
  await expect(recent.getByRole('article', { name: QUIZ })).toContainText(formatDate(quizDue));
  await expect(recent.getByRole('article', { name: QUEST })).toContainText(formatDate(questDue));
  await expect(recent.getByRole('article', { name: QUIZ })).not.toContainText(formatDate(questDue));
});

test.describe('the assign drawer at 375 px', () => {
  test.use({ viewport: PHONE });

  test('shows which class already has the quiz and offers the quest', async ({ page, request }) => {
    const { api, classId } = await clearClassWork(request, mei.email, '8A');
    const kitToken = await kitTokenOf(request, mei, KIT);
    const { activities } = await api.call(kits.getTeacherKitTopic, {
      query: { kit_token: kitToken },
    });
    const quiz = activities.find((a) => a.title === QUIZ);
    if (!quiz) throw new Error(`${KIT} has no ${QUIZ}`);
    await api.call(assignments.createAssignments, {
      body: {
        kit_token: kitToken,
        activity_id: quiz.activity_id,
        class_ids: [classId],
        due_date: daysFromToday(3),
      },
    });

    await signIn(page, mei);
    await openKitTopics(page);
    const quizDrawer = await openDrawer(page, QUIZ);
    await expect(quizDrawer.getByRole('checkbox', { name: '8A' })).toBeDisabled();
    await expect(quizDrawer.getByRole('button', { name: 'Assign', exact: true })).toBeDisabled();
    await expectAccessible(page, true);
    await page.keyboard.press('Escape');
    const questDrawer = await openDrawer(page, QUEST);
    await expect(questDrawer.getByRole('checkbox', { name: '8A' })).toBeEnabled();
    await expectAccessible(page, true);
  });
});
