import { assignments, kits } from '@kitlab/contract';
import type { APIRequestContext } from '@playwright/test';
import type { DemoAccount } from './accounts';
import { cancelAssignment } from './activities';
import { clearClassWork } from './class-work';
import { daysFromToday } from './journey';
import { kitTokenOf } from './kits';

/**
 * Hillcrest's Robotics teacher: no other journey gives work to his classes or to Hillcrest 7A,
 * so the follow-up journey owns what 7A has.
 */
export const roboticsTeacher: DemoAccount = {
  email: 'david.osei@hillcrest.demo.kitlab.test',
  userType: 'T',
  home: '/dashboard',
};

export const FOLLOW_UP_KIT = 'Programming a Line-Following Robot';

/**
 * Clears Hillcrest 7A, then gives it the line-following kit's quiz and worksheet, each as its own
 * assignment due in two weeks. Answers the class, the two pieces of work, and a way to cancel them.
 */
export async function giveFollowUpWork(request: APIRequestContext) {
  const { api, classId } = await clearClassWork(request, roboticsTeacher.email, '7A');
  const kitToken = await kitTokenOf(request, roboticsTeacher, FOLLOW_UP_KIT);
  const { kit, activities } = await api.call(kits.getTeacherKitTopic, {
    query: { kit_token: kitToken },
  });
  const kitId = kit[0]?.kit_id;
  if (kitId === undefined) throw new Error(`${FOLLOW_UP_KIT} answered no kit`);
  const assign = async (type: string) => {
    const activity = activities.find((a) => a.activity_type === type);
    if (!activity) throw new Error(`${FOLLOW_UP_KIT} has no ${type}`);
    const { results } = await api.call(assignments.createAssignments, {
      body: {
        kit_id: kitId,
        activity_id: activity.activity_id,
        class_ids: [classId],
        due_date: daysFromToday(14),
      },
    });
    return { ...activity, assignmentId: results[0]?.assignment_id ?? 0 };
  };
  const quiz = await assign('quiz');
  const worksheet = await assign('worksheet');
  return {
    classId,
    kitToken,
    quiz,
    worksheet,
    cancel: async () => {
      for (const work of [quiz, worksheet]) {
        await cancelAssignment(api, work.assignmentId);
      }
    },
  };
}
