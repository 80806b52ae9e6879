import { activities } from '@kitlab/contract';
import { teacher } from '../support/accounts';
import {
  type AssignedActivity,
  createStudent,
  expectAccessible,
  type JourneyStudent,
  onPhone,
  openResponse,
  QUEST_PHOTO,
  signInStudent,
  studentApi,
  withAssignedActivity,
} from '../support/activities';
import { signedInApi } from '../support/api';
import { expect, newJourneyContext, type Page, test } from '../support/journey';
import { streamOpened } from '../support/live';

const FIRST_TRY = 'We timed the ice in one cup.';
const REDONE = 'We timed the ice in three cups wrapped in wool, foil and paper.';
const KEPT_COMMENT = 'A clear photo of the set-up.';
const NOTE = 'Say which cup kept the ice longest, and why.';

/** The student hands in every step of the quest through the API; answers the attempt and steps. */
async function handInQuest(work: Awaited<ReturnType<typeof studentApi>>, quest: AssignedActivity) {
  const { answer_header_id: attemptId } = await work.start(quest.activityId);
  const { steps } = await work.sheet(quest.activityId, attemptId);
  for (const step of steps) {
    if (step.response.text !== 'none') await work.stepText(quest.activityId, step.id, FIRST_TRY);
  }
  const photoStep = steps.find((step) => step.response.attachments.includes('photos'));
  if (photoStep) {
    await work.stepPhotos(quest.activityId, photoStep.id, [await work.upload(QUEST_PHOTO)]);
  }
  await work.complete(attemptId);
  return { attemptId, steps };
}

const reviewItems = (page: Page) => page.getByTestId('review-item');

test('a teacher marks every step of a quest and returns one: after the redo only that step waits for marking', async ({
  page,
  request,
}) => {
  test.slow();
  await withAssignedActivity(request, 'quest', async (quest) => {
    const student = await createStudent(request, quest.classId, 'Noor');
    const work = await studentApi(request, student);
    const { attemptId, steps } = await handInQuest(work, quest);
    expect(steps.length).toBeGreaterThanOrEqual(3);
    const weakIndex = steps.findLastIndex((step) => step.response.text !== 'none');
    const weak = steps[weakIndex];
    if (!weak) throw new Error('The quest has no step that takes words');

    await openResponse(page, quest, attemptId, student);
    const fields = page.getByTestId('item-mark-fields');
    await expect(fields).toHaveCount(steps.length);
    for (const one of await fields.all()) {
      const tick = one.getByRole('checkbox');
      if (await tick.count()) await tick.check();
      else await one.getByRole('spinbutton').fill('1');
    }
    const keptIndex = weakIndex === 0 ? 1 : 0;
    await fields
      .nth(keptIndex)
      .getByRole('textbox', { name: /^Comment on/ })
      .fill(KEPT_COMMENT);
    await page.getByRole('button', { name: 'Save marks' }).click();
    await expect(page.getByText('Marks saved')).toBeVisible();

    const stepLabel = `step ${weakIndex + 1}`;
    await page.getByRole('button', { name: `Return ${stepLabel} for redo` }).click();
    const dialog = page.getByRole('dialog', { name: `Return ${stepLabel} for redo` });
    await expect(dialog).toHaveCSS('opacity', '1');
    await dialog.getByRole('textbox', { name: `Note for ${student.firstName}` }).fill(NOTE);
    await dialog.getByRole('button', { name: 'Return for redo' }).click();
    await expect(page.getByText(`Back with ${student.firstName} for redo`)).toBeVisible();

    await work.stepText(quest.activityId, weak.id, REDONE);
    await work.complete(attemptId);

    await page.reload();
    await expect(reviewItems(page).filter({ hasText: REDONE })).toBeVisible();
    // Only the redone step waits for marking; every other keeps its mark and comment.
    const waiting = page.getByTestId('verdict').filter({ hasText: 'Waiting for marks' });
    await expect(waiting).toHaveCount(1);
    await expect(reviewItems(page).nth(weakIndex).getByTestId('verdict')).toHaveText(
      'Waiting for marks',
    );
    for (const [index] of steps.entries()) {
      if (index === weakIndex) continue;
      const kept = fields.nth(index);
      const tick = kept.getByRole('checkbox');
      if (await tick.count()) await expect(tick).toBeChecked();
      else await expect(kept.getByRole('spinbutton')).toHaveValue('1');
    }
    await expect(fields.nth(keptIndex).getByRole('textbox', { name: /^Comment on/ })).toHaveValue(
      KEPT_COMMENT,
    );
    const weakTick = fields.nth(weakIndex).getByRole('checkbox');
    if (await weakTick.count()) await expect(weakTick).not.toBeChecked();
    else await expect(fields.nth(weakIndex).getByRole('spinbutton')).toHaveValue('');
    await expectAccessible(page, false);
  });
});

test("the student's open quest shows the teacher's return live, and the dashboard card says so", async ({
  browser,
  request,
}) => {
  test.slow();
  await withAssignedActivity(request, 'quest', async (quest) => {
    const student: JourneyStudent = await createStudent(request, quest.classId, 'Theo');
    const { attemptId } = await handInQuest(await studentApi(request, student), quest);

    const context = await newJourneyContext(browser);
    const studentPage = await context.newPage();
    const opened = streamOpened(studentPage);
    await signInStudent(
      studentPage,
      student,
      `/quest/${quest.activityId}?assignment=${quest.assignmentId}`,
    );
    await expect(studentPage.getByTestId('score-headline')).toHaveText(
      'Handed in! Your teacher will mark it soon',
    );
    await opened;

    const teacherApi = await signedInApi(request, teacher.email);
    await teacherApi.call(activities.returnResponse, {
      body: { answer_header_id: attemptId, note: NOTE },
    });

    // Live: no reload, and never the error of an attempt no longer handed in.
    const note = studentPage.getByTestId('returned-note').first();
    await expect(note).toContainText('Your teacher returned this work for you to redo', {
      timeout: 5_000,
    });
    await expect(note).toContainText(NOTE);
    await expect(studentPage.getByTestId('score-headline')).toHaveCount(0);
    await expect(studentPage.getByText('We could not load what you earned')).toHaveCount(0);
    await expect(studentPage.getByText(/has not been handed in yet/)).toHaveCount(0);
    await expect(
      studentPage
        .getByRole('button', { name: 'Finish' })
        .or(studentPage.getByRole('button', { name: 'Next step' }))
        .first(),
    ).toBeVisible();
    await expectAccessible(studentPage, false);

    await studentPage.goto('/dashboard');
    const card = studentPage.getByRole('article', { name: quest.title });
    const returned = card.getByTestId('returned-to-you');
    await expect(returned).toContainText('Returned to you');
    await expect(returned).toContainText(NOTE);
    await expectAccessible(studentPage, false);
    const phone = await onPhone(browser, studentPage);
    const phonePage = await phone.newPage();
    await phonePage.goto('/dashboard');
    await expect(
      phonePage.getByRole('article', { name: quest.title }).getByTestId('returned-to-you'),
    ).toContainText(NOTE);
    await expectAccessible(phonePage, true);
    await phone.close();
    await returned.getByRole('link', { name: `Redo ${quest.title}` }).click();
    await expect(studentPage.getByTestId('returned-note').first()).toContainText(NOTE);
    await context.close();
  });
});
