import { readSession } from '../../lib/session-storage';

// Each role downloads only its own home: the teachers' charts are no part of a student's.
export const loadStudentHome = () => import('./components/student-home');
export const loadTeacherHome = () => import('./components/teacher-home');

/**
 * Starts loading the home of the role the stored session names, before the profile says it: the
 * route starts it with the page, so the home's code does not wait for the page's to arrive.
 */
export function preloadHome(role = readSession()?.user_type): Promise<unknown> {
  return role === 'T' ? loadTeacherHome() : loadStudentHome();
}
