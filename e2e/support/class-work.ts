import { assignments, kits } from '@kitlab/contract';
import { type APIRequestContext, expect } from '@playwright/test';
import { signedInHeaders } from './accounts-api';
import { cancelAssignment } from './activities';

const api = (path: string) => `/api${path}`;

/**
 * Cancels every piece of work one of the teacher's classes still has, so a journey that owns
 * that class starts from nothing whatever an earlier run left. Answers the teacher's headers
 * and the class id.
 */
export async function clearClassWork(
  request: APIRequestContext,
  email: string,
  className: string,
): Promise<{ headers: Record<string, string>; classId: number }> {
  const headers = await signedInHeaders(request, email);
  const classes = await request.get(api(kits.teacherClasses.path), { headers });
  expect(classes.status(), 'teacher classes').toBe(200);
  const { results } = (await classes.json()) as {
    results: { class_id: number; class_name: string }[];
  };
  const found = results.find((c) => c.class_name === className);
  if (!found) throw new Error(`${email} does not teach ${className}`);
  const work = await request.get(api(assignments.classAssignments.path), {
    headers,
    params: { class_id: found.class_id },
  });
  expect(work.status(), 'class assignments').toBe(200);
  const { results: given } = (await work.json()) as {
    results: { assignment_id: number; state: string }[];
  };
  for (const one of given.filter((w) => w.state !== 'cancelled')) {
    await cancelAssignment(request, headers, one.assignment_id);
  }
  return { headers, classId: found.class_id };
}
