import { discussions } from '@kitlab/contract';
import {
  createStudent,
  handInOnPaper,
  type JourneyStudent,
  studentApi,
} from '../support/activities';
import { signedInApi } from '../support/api';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { clearClassWork, giveKitActivities } from '../support/class-work';
import { type APIRequestContext, expect, test } from '../support/journey';
import { riversideTeacher } from '../support/school';
import { signIn } from '../support/sign-in';

/** Riverside 6B's Robotics is this journey's alone: no other journey gives Helen's 6B work. */
const helen = riversideTeacher('Helen', 'Mwangi');
const KIT = 'Sensors and Signals';
const WORKSHEET = 'Sensors and signals worksheet';
const QUEST = 'Pressure-pad alarm';

/** The kit's quest and worksheet given to 6B by its Robotics teacher, whose notices are read. */
async function giveWork(request: APIRequestContext) {
  const cleared = await clearClassWork(request, helen.email, '6B', { readNotices: true });
  const {
    activityIds: [questId, worksheetId],
  } = await giveKitActivities(request, helen, cleared, KIT, [QUEST, WORKSHEET]);
  return { classId: cleared.classId, questId, worksheetId };
}

/** The student asks about the quest's first step: the teacher gets a discussion notification. */
async function askAboutStep(request: APIRequestContext, student: JourneyStudent, questId: number) {
  const work = studentApi(request, student);
  const attempt = await (await work).start(questId);
  const sheet = await (await work).sheet(questId, attempt.answer_header_id);
  const step = 'steps' in sheet ? sheet.steps[0] : undefined;
  if (!step) throw new Error(`${QUEST} has no steps`);
  const api = await signedInApi(request, student.email, student.password);
  await api.call(discussions.postMessage, {
    body: { activity_id: questId, activity_detail_id: step.id, text: 'Can the track be curved?' },
  });
}

test("a teacher filters the centre by read state across a reload, archives a student's discussion and brings it back, and sees a hand-in to mark on the dashboard", async ({
  page,
  request,
}) => {
  test.slow();
  const { classId, questId, worksheetId } = await giveWork(request);
  const student = await createStudent(request, classId, 'Kofi');
  await askAboutStep(request, student, questId);

  await signIn(page, helen, { at: '/notifications?tab=discussions' });
  const filter = page.getByRole('radiogroup', { name: 'Show discussions' });
  const row = page.getByRole('listitem').filter({ hasText: student.lastName });
  await expectAccessibleAtBothWidths(page, () => expect(row).toBeVisible());

  // Unread keeps the new message; Read leaves it out; the filter survives a reload.
  await filter.getByText('Unread', { exact: true }).click();
  await expect(page).toHaveURL(/\/notifications\?tab=discussions&show=unread$/);
  await expect(row).toContainText('Unread');
  await filter.getByText('Read', { exact: true }).click();
  await expect(page).toHaveURL(/show=read$/);
  await expect(row).toHaveCount(0);
  await filter.getByText('Unread', { exact: true }).click();
  await expect(row).toBeVisible();
  await page.reload();
  await expect(filter.getByRole('radio', { name: 'Unread' })).toBeChecked();
  await expect(row).toBeVisible();

  // Archiving moves the discussion to the archive, read; bringing it back returns it.
  await row.getByRole('button', { name: /^Archive the discussion of/ }).click();
  await expect(row).toHaveCount(0);
  await filter.getByText('Archived', { exact: true }).click();
  await expect(page).toHaveURL(/show=archived$/);
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Unread');
  await expectAccessibleAtBothWidths(page, () => expect(row).toBeVisible());
  await row.getByRole('button', { name: /^Bring back the discussion of/ }).click();
  await expect(row).toHaveCount(0);
  await filter.getByText('All', { exact: true }).click();
  await expect(row).toBeVisible();

  // A hand-in shows on the dashboard as work to mark, linking to where it is marked.
  await handInOnPaper(request, student, worksheetId);
  await page.goto('/dashboard');
  const toMark = page.getByRole('region', { name: 'To mark' });
  const worksheetLink = toMark.getByRole('link', { name: `${WORKSHEET} · 6B` });
  await expect(worksheetLink).toBeVisible();
  const group = toMark.getByRole('listitem').filter({ hasText: `${WORKSHEET} · 6B` });
  await expect(group).toContainText('1 hand-in to mark');
  await expectAccessibleAtBothWidths(page, () => expect(worksheetLink).toBeVisible());
  await worksheetLink.click();
  await expect(page).toHaveURL(new RegExp(`/submissions/[^/]+/${worksheetId}\\?class=${classId}$`));
});
