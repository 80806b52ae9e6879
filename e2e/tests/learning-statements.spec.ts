import { accounts, learningEvents } from '@kitlab/contract';
import { districtAdmin, schoolAdmin } from '../support/accounts';
import { openAssigned } from '../support/activities';
import { signedInApi } from '../support/api';
import { expect, test } from '../support/journey';

const VERBS = {
  login: 'https://w3id.org/xapi/adl/verbs/logged-in',
  assessmentStart: 'http://adlnet.gov/expapi/verbs/resumed',
  answered: 'http://adlnet.gov/expapi/verbs/answered',
};

test('the sign-in, assessment start and answer of a student’s quiz are statements the administrators read', async ({
  page,
  request,
}) => {
  const { student } = await openAssigned(page, request, 'quiz', 'Xavi');
  const firstQuestion = page.getByTestId('quiz-question').first();
  await firstQuestion.getByTestId('answer-option').first().click();
  await expect(page.getByTestId('save-status')).toHaveText(/Saved/);

  const asStudent = await signedInApi(request, student.email, student.password);
  const { user_token: studentToken } = await asStudent.call(accounts.getAccountSettings);
  const admin = await signedInApi(request, districtAdmin.email);
  const read = await admin.send(learningEvents.listStatements, { query: { limit: 200 } });
  expect(read.status).toBe(200);
  expect(read.headers['x-experience-api-version']).toBe('1.0.3');
  const theirs = (read.data?.statements ?? []).filter((s) => s.actor.account.name === studentToken);
  const verbs = theirs.map((s) => s.verb.id);
  expect(verbs).toContain(VERBS.login);
  expect(verbs).toContain(VERBS.assessmentStart);
  expect(verbs).toContain(VERBS.answered);
  // Never an email or a name: the student is an account on the school's home page.
  expect(JSON.stringify(theirs)).not.toContain(student.email);
  expect(JSON.stringify(theirs)).not.toContain(student.lastName);

  // The same student's statements, asked for by agent, read the same for the school's admin.
  const agent = JSON.stringify({ account: theirs[0]?.actor.account });
  const asSchool = await signedInApi(request, schoolAdmin.email);
  const byAgent = await asSchool.call(learningEvents.listStatements, { query: { agent } });
  expect(byAgent.statements.map((s) => s.id).sort()).toEqual(theirs.map((s) => s.id).sort());
});
