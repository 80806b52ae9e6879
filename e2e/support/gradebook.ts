import { assignments, type CallResponse, kits } from '@kitlab/contract';
import type { APIRequestContext } from '@playwright/test';
import type { DemoAccount } from './accounts';
import { cancelAssignment } from './activities';
import { signedInApi } from './api';
import { daysFromToday } from './journey';

/**
 * Hillcrest's Science teacher, whose classes no other journey gives work to, so the gradebook of
 * his 6A holds only what the gradebook journey assigns.
 */
export const hillcrestTeacher: DemoAccount = {
  email: 'rafael.santos@hillcrest.demo.kitlab.test',
  userType: 'T',
  home: '/dashboard',
};

type Activity = CallResponse<typeof kits.getTeacherKitTopic>['activities'][number];

/**
 * Gives the Hillcrest teacher's 6A a quiz and a worksheet of one kit, due in two weeks, after
 * cancelling whatever the class had, and answers them with a way to cancel them again.
 */
export async function giveHillcrestWork(request: APIRequestContext) {
  const api = await signedInApi(request, hillcrestTeacher.email);
  const { results: classes } = await api.call(kits.listTeacherClasses);
  const sixA = classes.find((c) => c.class_name === '6A');
  if (!sixA) throw new Error('The Hillcrest teacher has no 6A');
  const current = await api.call(assignments.listClassAssignments, {
    query: { class_id: sixA.class_id },
  });
  for (const work of current.results.filter((w) => w.state !== 'cancelled')) {
    await cancelAssignment(api, work.assignment_id);
  }
  const library = await api.call(kits.listTeacherLibrary, { body: { per_page: 100 } });
  const kit = library.results.find(
    (k) => k.grade === sixA.grade && k.subjects.some((s) => s.id === sixA.subject_id),
  );
  if (!kit) throw new Error('No kit fits Hillcrest 6A Science');
  const content = await api.call(kits.getTeacherKitTopic, { query: { kit_token: kit.kit_token } });
  const pick = (type: string) => {
    const found = content.activities.find((a) => a.activity_type === type);
    if (!found) throw new Error(`The kit has no ${type}`);
    return found;
  };
  const given: (Activity & { assignmentId: number })[] = [];
  for (const activity of [pick('quiz'), pick('worksheet')]) {
    const created = await api.call(assignments.createAssignments, {
      body: {
        kit_id: kit.kit_id,
        activity_id: activity.activity_id,
        class_ids: [sixA.class_id],
        due_date: daysFromToday(14),
      },
    });
    given.push({ ...activity, assignmentId: created.results[0]?.assignment_id ?? 0 });
  }
  const [quiz, worksheet] = given;
  if (!quiz || !worksheet) throw new Error('The work was not assigned');
  return {
    classId: sixA.class_id,
    quiz,
    worksheet,
    cancel: async () => {
      for (const work of given) await cancelAssignment(api, work.assignmentId);
    },
  };
}
