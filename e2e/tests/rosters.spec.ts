import { randomUUID } from 'node:crypto';
import { accounts } from '@kitlab/contract';
import { districtAdmin } from '../support/accounts';
import { adminApi, linkIn, waitForMail } from '../support/accounts-api';
import { chooseFiles } from '../support/activities';
import { expectAccessibleAtBothWidths, expectNoHorizontalScroll, PHONE } from '../support/axe';
import { expect, newJourneyContext, type Page, test } from '../support/journey';
import { downloadedBytes } from '../support/kits';
import { openFromMainNav } from '../support/main-nav';
import { rosterBundleZip } from '../support/roster-bundle';
import { atPath, fillSignIn, homeHeading, passPrivacyGate, signIn } from '../support/sign-in';

const SCHOOL = 'Riverside Middle School';
const CHOSEN = 'rosters arrive by the autumn tide';

/**
 * A delta bundle from a student information system: a new grade 9 homeroom of the demo school
 * (named by its token, as an export of Kitlab names it) with its teacher, two new students, and a
 * guardian Kitlab keeps nothing of. Only the rows named change, so no other journey's class,
 * teacher or student is touched.
 */
function journeyRoster(schoolToken: string, suffix: string) {
  const id = (name: string) => `${name}-${suffix}`;
  const active = { status: 'active', dateLastModified: '2027-01-30T09:00:00Z' };
  const person = (key: string, givenName: string, familyName: string) => ({
    ...active,
    sourcedId: id(key),
    enabledUser: true,
    username: id(key),
    givenName,
    familyName,
    email: `${key}.${suffix}@demo.kitlab.test`,
    primaryOrgSourcedId: schoolToken,
  });
  const role = (key: string, userKey: string, name: string) => ({
    ...active,
    sourcedId: id(key),
    userSourcedId: id(userKey),
    roleType: 'primary',
    role: name,
    orgSourcedId: schoolToken,
  });
  const enrolment = (key: string, userKey: string, name: string) => ({
    ...active,
    sourcedId: id(key),
    classSourcedId: id('homeroom'),
    schoolSourcedId: schoolToken,
    userSourcedId: id(userKey),
    role: name,
  });
  return {
    className: `Rosters 9R ${suffix}`,
    rows: {
      academicSessions: [
        {
          ...active,
          sourcedId: id('year'),
          title: '2026-2027',
          type: 'schoolYear',
          startDate: '2026-09-01',
          endDate: '2027-07-15',
          schoolYear: '2027',
        },
      ],
      courses: [
        {
          ...active,
          sourcedId: id('course'),
          schoolYearSourcedId: id('year'),
          title: 'Grade 9',
          grades: ['09'],
          orgSourcedId: schoolToken,
          subjects: ['Mathematics'],
        },
      ],
      classes: [
        {
          ...active,
          sourcedId: id('homeroom'),
          title: `Rosters 9R ${suffix}`,
          grades: ['09'],
          courseSourcedId: id('course'),
          classType: 'homeroom',
          schoolSourcedId: schoolToken,
          termSourcedIds: [id('year')],
        },
      ],
      users: [
        person('teacher', 'Rosalind', `Franklin ${suffix}`),
        person('first', 'Ines', `Moreau ${suffix}`),
        person('second', 'Kwame', `Mensah ${suffix}`),
        person('guardian', 'Marie', `Moreau ${suffix}`),
      ],
      roles: [
        role('role-teacher', 'teacher', 'teacher'),
        role('role-first', 'first', 'student'),
        role('role-second', 'second', 'student'),
        role('role-guardian', 'guardian', 'guardian'),
      ],
      enrollments: [
        enrolment('in-teacher', 'teacher', 'teacher'),
        enrolment('in-first', 'first', 'student'),
        enrolment('in-second', 'second', 'student'),
      ],
    },
    newStudent: { firstName: 'Ines', email: `first.${suffix}@demo.kitlab.test` },
  };
}

const DELTA = {
  academicSessions: 'delta',
  courses: 'delta',
  classes: 'delta',
  users: 'delta',
  roles: 'delta',
  enrollments: 'delta',
} as const;

/** The row of a file in the table beside the counts chart. */
const countsRow = (page: Page, file: string) =>
  page
    .getByRole('region', { name: 'What applying would do, by file: the numbers' })
    .getByRole('row', { name: new RegExp(`^${file.replace('.', '\\.')}`) });

test('a district administrator imports a roster, reads the dry run, applies it, and a new student signs in from the welcome mail', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const suffix = randomUUID().slice(0, 6);
  const { schools } = await (await adminApi(request)).call(accounts.getHierarchy);
  const school = schools.find((one) => one.name === SCHOOL);
  if (!school) throw new Error(`The demo district has no ${SCHOOL}`);
  const roster = journeyRoster(school.school_token, suffix);
  const zip = await rosterBundleZip(roster.rows, DELTA);

  await signIn(page, districtAdmin);
  await openFromMainNav(page, 'Rosters');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rosters');
  await expect(page.getByText('No bundle chosen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check the roster' })).toBeDisabled();

  await chooseFiles(page, page.getByRole('button', { name: 'Roster bundle (zip)' }), {
    name: `roster-${suffix}.zip`,
    mimeType: 'application/zip',
    buffer: zip,
  });
  await page.getByRole('button', { name: 'Check the roster' }).click();

  // The dry run: three people and one class to create, the guardian a warning with its line.
  const dryRun = page.getByTestId('roster-dry-run');
  await expect(dryRun).toBeVisible();
  await expect(countsRow(page, 'users.csv')).toHaveText(/^users\.csv3000$/);
  await expect(countsRow(page, 'classes.csv')).toHaveText(/^classes\.csv1000$/);
  const roles = page.getByRole('region', { name: 'Problems in roles.csv' });
  await expect(roles.getByRole('listitem')).toHaveCount(1);
  await expect(roles).toContainText('WarningLine 5, field role');
  await expect(roles).toContainText('Kitlab has no guardian accounts');
  await expect(page.getByTestId('roster-changes')).toContainText(`Class ${roster.className}`);
  await expect(page.getByTestId('roster-changes')).toContainText(`Student Ines Moreau ${suffix}`);

  // The page with the dry run shown: nothing serious for axe, and at phone width nothing
  // wider than the screen, with its controls in reach.
  await expectAccessibleAtBothWidths(page, () => expect(dryRun).toBeVisible());
  await page.setViewportSize(PHONE);
  for (const name of ['Check the roster', 'Apply', 'Download the roster']) {
    const control = page.getByRole('button', { name, exact: true });
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport();
  }
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Apply this roster?' });
  await expect(confirm).toContainText(/\d+ records will be created, 0 changed and 0 deactivated\./);
  await confirm.getByRole('button', { name: 'Apply the roster' }).click();
  const applied = page.getByTestId('roster-applied');
  await expect(applied).toContainText('The roster was applied');
  await expect(applied).toContainText(/\d+ records were created, 0 changed and 0 deactivated\./);

  // The school's roster comes out again as a OneRoster zip holding the files Kitlab reads.
  await page.getByRole('combobox', { name: 'School' }).selectOption({ label: SCHOOL });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the roster' }).click();
  const exported = await download;
  expect(exported.suggestedFilename()).toBe(`OneRoster ${SCHOOL}.zip`);
  const bytes = await downloadedBytes(exported);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  for (const file of ['manifest.csv', 'classes.csv', 'users.csv', 'enrollments.csv']) {
    expect(bytes.includes(file), file).toBe(true);
  }

  // The new student chooses a password from the welcome mail and signs in.
  const href = linkIn(await waitForMail(request, roster.newStudent.email));
  const studentContext = await newJourneyContext(browser);
  const studentPage = await studentContext.newPage();
  await studentPage.goto(href);
  await expect(studentPage.getByRole('heading', { level: 1 })).toHaveText('Set your password');
  await studentPage.getByRole('textbox', { name: 'New password', exact: true }).fill(CHOSEN);
  await studentPage.getByRole('textbox', { name: 'Confirm new password' }).fill(CHOSEN);
  await studentPage.getByRole('button', { name: 'Save password' }).click();
  await expect(studentPage.getByRole('heading', { level: 1 })).toHaveText('Password saved');
  await studentPage.getByRole('link', { name: 'Go to sign in' }).click();
  await fillSignIn(studentPage, roster.newStudent.email, CHOSEN);
  await passPrivacyGate(studentPage);
  await expect(studentPage).toHaveURL(atPath('/dashboard'));
  await expect(homeHeading(studentPage)).toHaveText(`Welcome, ${roster.newStudent.firstName}`);
  await studentContext.close();
});
