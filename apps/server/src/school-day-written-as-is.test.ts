import {
  accounts,
  activities,
  type CallDefinition,
  type CallInput,
  companion,
  kits,
  notifications,
} from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { useActivityTest } from './test/activity-world.js';
import { zodReadsWriting } from './test/zod-reads.js';

const { t, w, as, tokenOf } = useActivityTest();

/**
 * The answers of a school day's reads are built in their schemas' order, so they are written as
 * they are, zod copying none of them (`plugins/fits-as-is.ts`): a key out of order sends the
 * whole answer through zod's parse on every call.
 */
describe("a school day's answers", () => {
  it('are written as their services build them, for teachers and students alike', async () => {
    const student = await w.freshStudent();
    const started = await as(student).call(activities.startAttempt, {
      body: { activity_id: w.quiz.activity.id },
    });
    await as(student).call(activities.completeAnswer, {
      params: { id: started.answer_header_id },
      body: { answer: [] },
    });
    const draft = await as(student).call(activities.startAttempt, {
      body: { activity_id: w.worksheet.activity.id },
    });
    const sheet = {
      query: { answer_header_id: draft.answer_header_id, activity_id: w.worksheet.activity.id },
    };
    const handedIn = {
      query: { answer_header_id: started.answer_header_id, activity_id: w.quiz.activity.id },
    };
    const teacher = await tokenOf(w.teacher);
    const pupil = await tokenOf(student);
    const read = async <C extends CallDefinition>(token: string, call: C, input: CallInput<C>) => ({
      path: call.path,
      ...(await zodReadsWriting(t, token, call, input)),
    });
    // The first read of a sheet writes the kit's questions, shared per kit version, once: the
    // second read is the one every later visit makes.
    const readAgain = async <C extends CallDefinition>(
      token: string,
      call: C,
      input: CallInput<C>,
    ) => {
      await read(token, call, input);
      return read(token, call, input);
    };
    const written = [
      await read(teacher, kits.listTeacherLibrary, {}),
      await read(pupil, kits.listStudentLibrary, {}),
      await read(teacher, activities.listActivitySubmissions, {
        body: { class_id: w.sixA.id, activity_id: w.quiz.activity.id },
      }),
      await read(pupil, activities.getActivityProgress, { body: { kit_id: w.kit.id } }),
      await read(pupil, notifications.getHomeNotifications, {}),
      await read(teacher, accounts.getAccountSettings, {}),
      await read(pupil, companion.getStudentGuide, {}),
      await readAgain(pupil, activities.listAttemptQuestions, sheet),
      await readAgain(pupil, activities.listAttemptQuestions, handedIn),
      await read(pupil, activities.startAttempt, { body: { activity_id: w.quiz.activity.id } }),
    ];
    expect(written.map(({ path, status }) => `${path} ${status}`)).toEqual(
      written.map(({ path }) => `${path} 200`),
    );
    const bodies = JSON.stringify(written.map(({ body }) => body));
    for (const shown of [
      w.kit.title,
      student.lastName,
      w.quiz.activity.title,
      '"next_due":[{',
      'Worksheet question 1',
    ]) {
      expect(bodies).toContain(shown);
    }
    expect(written.map(({ path, reads }) => `${path} ${reads}`)).toEqual(
      written.map(({ path }) => `${path} 0`),
    );
  });
});
