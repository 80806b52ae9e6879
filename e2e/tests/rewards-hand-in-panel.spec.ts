import { XP_PER_STREAK_DAY } from '@kitlab/domain';
import {
  allowRetries,
  answerAndHandInQuiz,
  expectAccessible,
  onPhone,
  openAssigned,
  quizPageLabel,
} from '../support/activities';
import { expect, type Page, test } from '../support/journey';

/**
 * A Wednesday of the school term (the demo schools' winter break ends on 1 January): the new
 * student's first day, whose fortnight before it holds school days from before they joined.
 */
test.use({ now: '2027-01-13T10:00:00Z' });

const xpOf = (text: string | null) => Number(text?.match(/([\d,]+) XP/)?.[1]?.replace(/,/g, ''));
const chip = (page: Page) => page.getByTestId('rewards-chip');

test("a new student's hand-in panel adds up, a retry repeats none of it, and the streak strip misses no day before they joined", async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const { work } = await openAssigned(page, request, 'quiz', 'Nia');

  // The first hand-in lists every source of its XP, the streak day too, adding up to the
  // heading; a new student's total is exactly that.
  await answerAndHandInQuiz(page);
  const panel = page.getByTestId('hand-in-rewards');
  const heading = panel.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/^You earned [\d,]+ XP!$/);
  const sources = panel
    .getByRole('list', { name: 'Where your XP came from' })
    .getByRole('listitem');
  await expect(sources.filter({ hasText: /^First hand-in of / })).toHaveCount(1);
  await expect(sources.filter({ hasText: 'A new day of your streak' })).toHaveText(
    `A new day of your streak: +${XP_PER_STREAK_DAY} XP`,
  );
  const earned = xpOf(await heading.textContent());
  const lines = (await sources.allTextContents()).map(xpOf);
  expect(lines.reduce((sum, points) => sum + points, 0)).toBe(earned);
  await expect(panel).toContainText(`You have ${earned} XP in all.`);
  await expect(panel).not.toContainText('your marks will earn more XP');
  await expect(chip(page)).toHaveAccessibleName(`Rewards: ${earned} XP, 1-day streak`);
  await expectAccessible(page, false);
  const phone = await onPhone(browser, page);
  const small = await phone.newPage();
  await small.goto(`/quiz/${work.activityId}`);
  await expect(small.getByTestId('hand-in-rewards')).toContainText(`You have ${earned} XP in all.`);
  await expectAccessible(small, true);
  await phone.close();

  // A retry earns nothing new: the panel says so plainly and lists nothing again.
  await allowRetries(request, work.assignmentId);
  await page.reload();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(quizPageLabel(page)).toHaveText(/^Page 1 of/);
  await answerAndHandInQuiz(page);
  await expect(heading).toHaveText('No new XP for this hand-in');
  await expect(panel).toContainText(
    `You earned ${earned - XP_PER_STREAK_DAY} XP for this work before, so this hand-in adds none.`,
  );
  await expect(panel).not.toContainText('First hand-in');
  await expect(panel.getByRole('list', { name: 'Where your XP came from' })).toHaveCount(0);
  await expect(panel).toContainText(`You have ${earned} XP in all.`);
  await expectAccessible(page, false);

  // The streak strip: today done, the school days before the student joined not missed.
  await chip(page).click();
  const days = page.getByTestId('streak-days').getByRole('listitem');
  await expect(days).toHaveCount(14);
  await expect(days.last()).toContainText('Done');
  await expect(days.filter({ hasText: 'Before you joined' })).toHaveCount(7);
  await expect(days.filter({ hasText: 'Missed' })).toHaveCount(0);
  await expectAccessible(page, false);
});
