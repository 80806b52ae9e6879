/** What other features and the app may use of assignments. */
export { assignmentKeys } from './api/keys';
export { AssignButton } from './components/assign-drawer/assign-button';
export { DueCalendarCard } from './components/calendar/due-calendar-card';
export { StudentAssignments } from './components/student/student-assignments';
export { StudentDueItem } from './components/student/student-due-item';
export { RecentAssignmentsCard } from './components/teacher/recent-assignments-card';
export { TeacherDueItem } from './components/teacher/teacher-due-item';
export { YearlyCard } from './components/teacher/yearly-card';
export { useStudentListsReady } from './hooks/use-student-lists-ready';
export { classroomPath } from './paths';
export { assignmentsRoutes } from './routes';
export type { AssignTarget } from './utils/assign-form';
