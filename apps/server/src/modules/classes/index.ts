/**
 * Who is in a class, who teaches it which subject, and how classmates are named: the school data
 * every feature starts from to decide whom a user reaches, and classes written many at a time (a
 * roster import). It imports no other module.
 */
export {
  activeMemberIds,
  activeStudentCount,
  activeStudents,
  byStudentName,
  type ClassStudentRow,
  classesWithTeachers,
  classStudentFields,
  classStudentJson,
  classStudentsOf,
  classWithTeachers,
  inClasses,
  type StudentClassRow,
  studentClassesOf,
  studentClassIdOf,
  studentClassIdSql,
  studentClassOf,
  type TeachingRow,
  taughtClassIds,
  teaching,
  teachingFields,
  teachingOf,
} from './class-membership.js';
export { type ClassValues, classKey, insertClasses, updateClasses } from './class-rows.js';
export { classmateLabelOf, lastInitialOf } from './classmate-label.js';
export {
  assignmentTaughtBy,
  type ClassSubject,
  inSubject,
  subjectOfAssignment,
  teachesClass,
  teachesWork,
  teachesWorkAt,
  type WorkPlace,
} from './subject-teaching.js';
