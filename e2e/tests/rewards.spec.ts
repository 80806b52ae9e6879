import { accounts, rewards } from '@kitlab/contract';
import { XP_PER_STREAK_DAY } from '@kitlab/domain';
import { teacher } from '../support/accounts';
import {
  answerAndHandInQuiz,
  expectAccessible,
  onPhone,
  openAssigned,
} from '../support/activities';
import { signedInApi } from '../support/api';
import { expect, newJourneyContext, type Page, test } from '../support/journey';
import { holdLiveStream } from '../support/live';
import { openFromMainNav } from '../support/main-nav';
import { switchSchoolFeatureOn } from '../support/school';
import { signIn } from '../support/sign-in';
import { expectToastShown } from '../support/toasts';

/**
 * A Wednesday of the school term (the demo schools' winter break ends on 1 January), so the
 * day of the quiz is a school day and starts a streak.
 */
test.use({ now: '2027-01-13T10:00:00Z' });

const chip = (page: Page) => page.getByTestId('rewards-chip');

test('a student hands in a quiz, sees the XP and the first-quiz badge, starts a streak and appears on the leaderboard; the teacher sees the counts and gives a badge', async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  // The demo teacher's classes are grades 6 and 7: under 13, so the school turns it on.
  await switchSchoolFeatureOn(request, 'Riverside Middle School', 'Leaderboard for under 13s');
  // The live stream opens only after the hand-in, as on a busy laptop it may: the header's chip
  // follows the hand-in all the same.
  const openStream = await holdLiveStream(page);
  const { work, student } = await openAssigned(page, request, 'quiz', 'Rosa');
  const onBoard = `${student.firstName} ${student.lastName[0]}.`;

  // Handing in shows what the quiz earned: XP by source, the first badge, the next one.
  await answerAndHandInQuiz(page);
  const earned = page.getByTestId('hand-in-rewards');
  const heading = earned.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/^You earned \d+ XP!$/);
  await expect(earned).toContainText('First hand-in');
  await expect(earned).toContainText('New badge: First quiz.');
  await expect(earned).toContainText(/Next badge: /);
  // The day's streak is listed among what the hand-in earned: a new student's XP is all of it.
  await expect(earned).toContainText(`A new day of your streak: +${XP_PER_STREAK_DAY} XP`);
  const totalXp = String(Number((await heading.textContent())?.match(/\d+/)?.[0]));
  await expect(earned).toContainText(`You have ${totalXp} XP in all.`);
  await expect(chip(page)).toHaveAccessibleName(`Rewards: ${totalXp} XP, 1-day streak`);
  await openStream();
  await expectAccessible(page, false);

  // The rewards page: the streak started today, celebrated once, and the badge is held.
  await chip(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your rewards' })).toBeVisible();
  const celebration = page.getByTestId('streak-celebration');
  await expect(celebration).toContainText('Your streak is 1 day long!');
  await expectAccessible(page, false);
  await celebration.getByRole('button', { name: 'Thanks!' }).click();
  await expect(celebration).toHaveCount(0);
  const held = page.getByTestId('held');
  await expect(held).toContainText('First quiz');
  await held.getByRole('link', { name: 'First quiz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'First quiz' })).toBeVisible();
  await expect(page.getByText(/^You earned it on /)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Who in .+ has it$/ })).toBeVisible();
  await expect(page.getByTestId('holders')).toContainText('You, on');
  await expectAccessible(page, false);

  // The class's leaderboard for this week has the student, by first name and last initial.
  await openFromMainNav(page, 'Leaderboard');
  const own = page.getByTestId('leaderboard').locator('tr[aria-current="true"]');
  await expect(own).toContainText(onBoard);
  await expect(own).not.toContainText(student.lastName);
  await expectAccessible(page, false);

  const phone = await onPhone(browser, page);
  const small = await phone.newPage();
  for (const path of ['/rewards', '/leaderboard']) {
    await small.goto(path);
    await expect(small.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(small.getByTestId('rewards-chip')).toBeVisible();
    await expectAccessible(small, true);
  }
  await phone.close();

  // The student stays on their rewards page while the teacher gives a badge.
  await chip(page).click();
  await expect(held).toContainText('First quiz');

  // The teacher reads the class's counts and gives the student a badge by hand, with a reason.
  const staff = await newJourneyContext(browser);
  const desk = await staff.newPage();
  await signIn(desk, teacher, { at: `/classes/${work.classId}/rewards` });
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText(`Rewards · ${work.className}`);
  const row = desk
    .getByTestId('class-counts')
    .getByRole('row')
    .filter({ hasText: student.lastName });
  // Total XP, this week's XP, badges, streak days: the week is the student's first.
  await expect(row.getByRole('cell')).toHaveText([totalXp, totalXp, '1', '1', /Give/]);
  await expectAccessible(desk, false);
  await row
    .getByRole('button', { name: `Give ${student.firstName} ${student.lastName} a badge` })
    .click();
  const dialog = desk.getByRole('dialog', {
    name: `Give ${student.firstName} ${student.lastName} a badge`,
  });
  await dialog.getByRole('radio', { name: 'Great effort' }).check();
  await dialog.getByLabel('Why they earned it').fill('Kept going through every question.');
  await expectAccessible(desk, false);
  await dialog.getByRole('button', { name: 'Give badge' }).click();
  await expectToastShown(desk, 'now has the Great effort badge.');
  await expect(dialog).toHaveCount(0);
  await staff.close();

  // The student's page follows live, without a reload: a toast names the badge given by hand,
  // and the page shows it and why.
  await expectToastShown(page, 'Your teacher gave you this badge.', {
    title: 'New badge: Great effort',
  });
  await expect(held).toContainText('Great effort');
  await expect(held).toContainText('Kept going through every question.');
});

test("a badge given while the student's page is open but its live stream is not yet still reaches the page", async ({
  page,
  request,
}) => {
  // The page has read its data; its stream's code is still on its way, as on a slow network.
  const openStream = await holdLiveStream(page);
  const { work, student } = await openAssigned(page, request, 'quiz', 'Ines');
  const asStudent = await signedInApi(request, student.email, student.password);
  const { user_token } = await asStudent.call(accounts.getAccountSettings);
  const asTeacher = await signedInApi(request, teacher.email);
  await asTeacher.call(rewards.giveBadge, {
    body: {
      class_id: work.classId,
      user_token,
      badge: 'kind_teammate',
      reason: 'Helped a classmate find the lesson.',
    },
  });

  // The stream opens after the badge was given: it sends what the page has not heard of.
  await openStream();
  await expectToastShown(page, 'Your teacher gave you this badge.', {
    title: 'New badge: Kind teammate',
  });
});

test("the teacher's class counts fit a phone", async ({ browser }) => {
  const phone = await newJourneyContext(browser, { viewport: { width: 375, height: 740 } });
  const small = await phone.newPage();
  await signIn(small, teacher, { at: '/leaderboard' });
  await small.getByRole('link', { name: 'XP and badges of each student' }).click();
  await expect(small.getByRole('heading', { level: 1 })).toHaveText(/^Rewards · /);
  await expectAccessible(small, true);
  await phone.close();
});
