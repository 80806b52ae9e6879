import type { Profile } from '@kitlab/contract';
import { createElement } from 'react';
import { DrawnOnDemand, onDemand } from '../../lib/on-demand';
import { readSession } from '../../lib/session-storage';

// Each role downloads only its own home: the teachers' charts are no part of a student's.
const studentHome = onDemand(() =>
  import('./components/student-home').then((home) => home.StudentHome),
);
const teacherHome = onDemand(() =>
  import('./components/teacher-home').then((home) => home.TeacherHome),
);

type HomeProps = { profile: Profile };

export const StudentHome = (props: HomeProps) =>
  createElement(DrawnOnDemand<HomeProps>, { code: studentHome, props });
export const TeacherHome = (props: HomeProps) =>
  createElement(DrawnOnDemand<HomeProps>, { code: teacherHome, props });

/**
 * Starts loading the home of the role the stored session names, before the profile says it: the
 * route starts it with the page, so the home's code does not wait for the page's to arrive.
 */
export function preloadHome(role = readSession()?.user_type): Promise<unknown> {
  return role === 'T' ? teacherHome.load() : studentHome.load();
}
