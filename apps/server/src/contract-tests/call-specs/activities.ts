import { and, eq } from 'drizzle-orm';
import { answerHeaders } from '../../db/schema/index.js';
import type { TestApp } from '../../test/test-app.js';
import type { Fixture } from '../matrix-world.js';
import type { CallSpec } from '../ownership.js';

const STAFF_KEYS = (f: Fixture) => ({ kit_id: f.work.kit.id });

/** Hands in the student's draft of the activity, as if they had submitted it. */
async function handInDrafts(t: TestApp, user: { id: number }, activity: { id: number }) {
  await t.db
    .update(answerHeaders)
    .set({ status: 'S', submittedAt: t.clock.now() })
    .where(
      and(
        eq(answerHeaders.studentId, user.id),
        eq(answerHeaders.activityId, activity.id),
        eq(answerHeaders.status, 'DR'),
      ),
    );
}

/** Attempts, answers and marking. */
export const ACTIVITIES_SPECS: Record<string, CallSpec> = {
  'activities.listActivitySubmissions': {
    rule: 'classWork',
    input: (f) => ({
      body: { class_id: f.schoolClass.id, activity_id: f.work.quiz.activity.id },
    }),
  },
  'activities.getAnswerSheet': {
    rule: 'classWork',
    // Teachers ask for a student's attempt beside the keys; administrators see the keys only.
    input: (f, c) => ({
      params: { id: f.work.quiz.activity.id },
      query: { S: {}, T: { type: 'question', student: f.student.token }, C: STAFF_KEYS(f) }[
        c.role ?? 'S'
      ],
    }),
  },
  'activities.listAttemptQuestions': {
    rule: 'attempt',
    input: (f) => ({
      query: { answer_header_id: f.attempts.submitted.id, activity_id: f.work.quiz.activity.id },
    }),
  },
  'activities.getActivityProgress': {
    rule: 'class',
    input: (f) => ({ body: { activity_id: f.work.quiz.activity.id } }),
  },
  'activities.completeAnswer': {
    rule: 'attempt',
    changes: true,
    input: (f) => ({ params: { id: f.attempts.draft.id }, body: { answer: [] } }),
  },
  'activities.saveStepResponse': {
    rule: 'class',
    changes: true,
    input: (f) => ({
      body: {
        activity_id: f.work.quest.activity.id,
        activity_detail_id: f.work.quest.step?.id,
        text: 'We measured the light.',
      },
    }),
  },
  'activities.startRetry': {
    rule: 'class',
    changes: true,
    async input(f, c) {
      // A retry starts a draft: the caller's earlier cell must not leave one behind.
      if (c.user) await handInDrafts(c.t, c.user, f.work.handedIn.activity);
      return { body: { activity_id: f.work.handedIn.activity.id } };
    },
  },
  'activities.getActivityScores': {
    rule: 'class',
    input: (f) => ({ body: { activity_id: f.work.handedIn.activity.id } }),
  },
  'activities.logActivity': {
    rule: 'attempt',
    input: (f) => ({ params: { id: f.attempts.draft.id }, body: { action: 'start' } }),
  },
  'activities.markResponses': {
    rule: 'attempt',
    changes: true,
    input: (f) => ({ body: { answer_header_id: f.attempts.submitted.id, marks: [] } }),
  },
  'activities.addWorksheetPage': {
    rule: 'upload',
    // A classmate may work on the activity, but the key names no file of theirs: a field error.
    refusal: { classmate: 400 },
    changes: true,
    input: (f) => ({
      body: { activity_id: f.work.worksheet.activity.id, key: f.attempts.upload },
    }),
  },
  'activities.removeWorksheetPage': {
    rule: 'upload',
    changes: true,
    input: (f) => ({ body: { offline_worksheet_id: f.attempts.offlineId } }),
  },
  'activities.overrideMark': {
    rule: 'attempt',
    changes: true,
    input: (f) => ({
      body: {
        answer_header_id: f.attempts.submitted.id,
        activity_detail_id: f.work.quiz.question?.id,
        marks_obtained: 1,
        reason: 'Counted by hand.',
      },
    }),
  },
  'activities.returnResponse': {
    rule: 'attempt',
    changes: true,
    input: (f) => ({
      body: { answer_header_id: f.attempts.handedIn.id, note: 'Show your working.' },
    }),
  },
  'activities.saveAnswer': {
    rule: 'attempt',
    input: (f) => ({
      params: { id: f.attempts.draft.id },
      body: { activity_detail_id: f.work.worksheet.question?.id, text: 'Light bends.' },
    }),
  },
  'activities.startAttempt': {
    rule: 'class',
    input: (f) => ({ body: { activity_id: f.work.worksheet.activity.id } }),
  },
  'activities.getStudentResponses': {
    rule: 'attempt',
    input: (f) => ({ query: { answer_header_id: f.attempts.submitted.id } }),
  },
};
