import { assignments, type Caller, kits } from '@kitlab/contract';
import type { APIRequestContext } from '@playwright/test';
import { cancelAssignment } from './activities';
import { signedInApi } from './api';

/**
 * Cancels every piece of work one of the teacher's classes still has, so a journey that owns
 * that class starts from nothing whatever an earlier run left. Answers the teacher, signed in
 * through the API, and the class id.
 */
export async function clearClassWork(
  request: APIRequestContext,
  email: string,
  className: string,
): Promise<{ api: Caller; classId: number }> {
  const api = await signedInApi(request, email);
  const { results } = await api.call(kits.teacherClasses);
  const found = results.find((c) => c.class_name === className);
  if (!found) throw new Error(`${email} does not teach ${className}`);
  const { results: given } = await api.call(assignments.classAssignments, {
    query: { class_id: found.class_id },
  });
  for (const one of given.filter((w) => w.state !== 'cancelled')) {
    await cancelAssignment(api, one.assignment_id);
  }
  return { api, classId: found.class_id };
}
