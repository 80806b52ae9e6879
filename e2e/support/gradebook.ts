import { assignments, kits } from '@kitlab/contract';
import { type APIRequestContext, expect } from '@playwright/test';
import type { DemoAccount } from './accounts';
import { signedInHeaders } from './accounts-api';
import { cancelAssignment } from './activities';
import { daysFromToday } from './journey';

const api = (path: string) => `/api${path}`;

/**
 * Hillcrest's Science teacher, whose classes no other journey gives work to, so the gradebook of
 * his 6A holds only what the gradebook journey assigns.
 */
export const hillcrestTeacher: DemoAccount = {
  email: 'rafael.santos@hillcrest.demo.kitlab.test',
  userType: 'T',
  home: '/dashboard',
};

type Kit = { kit_id: number; kit_token: string; grade: number; subjects: { id: number }[] };
type TeacherClass = { class_id: number; class_name: string; grade: number; subject_id: number };
type Activity = { activity_id: number; activity_type: string; title: string };

async function ok<T>(response: { status(): number; json(): Promise<unknown> }, what: string) {
  expect(response.status(), what).toBeLessThan(300);
  return (await response.json()) as T;
}

/**
 * Gives the Hillcrest teacher's 6A a quiz and a worksheet of one kit, due in two weeks, after
 * cancelling whatever the class had, and answers them with a way to cancel them again.
 */
export async function giveHillcrestWork(request: APIRequestContext) {
  const headers = await signedInHeaders(request, hillcrestTeacher.email);
  const { results: classes } = await ok<{ results: TeacherClass[] }>(
    await request.get(api(kits.teacherClasses.path), { headers }),
    'teacher classes',
  );
  const sixA = classes.find((c) => c.class_name === '6A');
  if (!sixA) throw new Error('The Hillcrest teacher has no 6A');
  const current = await ok<{ results: { assignment_id: number; state: string }[] }>(
    await request.get(api(assignments.classAssignments.path), {
      headers,
      params: { class_id: sixA.class_id },
    }),
    'class assignments',
  );
  for (const work of current.results.filter((w) => w.state !== 'cancelled')) {
    await cancelAssignment(request, headers, work.assignment_id);
  }
  const library = await ok<{ results: Kit[] }>(
    await request.post(api(kits.teacherLibrary.path), { headers, data: { per_page: 100 } }),
    'library',
  );
  const kit = library.results.find(
    (k) => k.grade === sixA.grade && k.subjects.some((s) => s.id === sixA.subject_id),
  );
  if (!kit) throw new Error('No kit fits Hillcrest 6A Science');
  const content = await ok<{ activities: Activity[] }>(
    await request.get(api(kits.teacherKitTopic.path), {
      headers,
      params: { kit_token: kit.kit_token },
    }),
    'kit content',
  );
  const pick = (type: string) => {
    const found = content.activities.find((a) => a.activity_type === type);
    if (!found) throw new Error(`The kit has no ${type}`);
    return found;
  };
  const given: (Activity & { assignmentId: number })[] = [];
  for (const activity of [pick('quiz'), pick('worksheet')]) {
    const created = await ok<{ results: { assignment_id: number }[] }>(
      await request.post(api(assignments.createAssignments.path), {
        headers,
        data: {
          kit_id: kit.kit_id,
          activity_id: activity.activity_id,
          class_ids: [sixA.class_id],
          due_date: daysFromToday(14),
        },
      }),
      'assign',
    );
    given.push({ ...activity, assignmentId: created.results[0]?.assignment_id ?? 0 });
  }
  const [quiz, worksheet] = given;
  if (!quiz || !worksheet) throw new Error('The work was not assigned');
  return {
    classId: sixA.class_id,
    quiz,
    worksheet,
    cancel: async () => {
      for (const work of given) await cancelAssignment(request, headers, work.assignmentId);
    },
  };
}
