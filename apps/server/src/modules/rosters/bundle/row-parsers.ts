import type { ReadFile, RowBase, RowsOf } from './roster-rows.js';
import type { RowCells } from './row-cells.js';
import {
  CLASS_TYPES,
  ENROLLMENT_ROLES,
  ORG_TYPES,
  ROLE_TYPES,
  ROLES,
  SESSION_TYPES,
} from './vocabulary.js';

/**
 * Each read file's row: the common fields read before, then the file's own as the 1.2 binding
 * requires and types them. Columns Kitlab keeps nothing of (sms, phone, pronouns, agents,
 * passwords ...) are not read.
 */
export const ROW_PARSERS: { [F in ReadFile]: (cells: RowCells, base: RowBase) => RowsOf[F] } = {
  academicSessions: (cells, base) => ({
    ...base,
    title: cells.required('title'),
    type: cells.oneOf('type', SESSION_TYPES),
    startDate: cells.requiredDate('startDate'),
    endDate: cells.requiredDate('endDate'),
    parentSourcedId: cells.text('parentSourcedId'),
    schoolYear: cells.year('schoolYear'),
  }),
  orgs: (cells, base) => ({
    ...base,
    name: cells.required('name'),
    type: cells.oneOf('type', ORG_TYPES),
    identifier: cells.text('identifier'),
    parentSourcedId: cells.text('parentSourcedId'),
  }),
  courses: (cells, base) => ({
    ...base,
    schoolYearSourcedId: cells.text('schoolYearSourcedId'),
    title: cells.required('title'),
    courseCode: cells.text('courseCode'),
    grades: cells.grades('grades'),
    orgSourcedId: cells.required('orgSourcedId'),
    subjects: cells.list('subjects'),
    subjectCodes: cells.list('subjectCodes'),
  }),
  classes: (cells, base) => ({
    ...base,
    title: cells.required('title'),
    grades: cells.grades('grades'),
    courseSourcedId: cells.required('courseSourcedId'),
    classCode: cells.text('classCode'),
    classType: cells.oneOf('classType', CLASS_TYPES),
    location: cells.text('location'),
    schoolSourcedId: cells.required('schoolSourcedId'),
    termSourcedIds: cells.requiredList('termSourcedIds'),
    subjects: cells.list('subjects'),
    subjectCodes: cells.list('subjectCodes'),
    periods: cells.list('periods'),
  }),
  users: (cells, base) => ({
    ...base,
    enabledUser: cells.boolean('enabledUser'),
    username: cells.required('username'),
    userIds: cells.list('userIds'),
    givenName: cells.required('givenName'),
    familyName: cells.required('familyName'),
    middleName: cells.text('middleName'),
    identifier: cells.text('identifier'),
    email: cells.text('email'),
    grades: cells.grades('grades'),
    preferredGivenName: cells.text('preferredGivenName'),
    preferredFamilyName: cells.text('preferredFamilyName'),
    primaryOrgSourcedId: cells.text('primaryOrgSourcedId'),
  }),
  roles: (cells, base) => ({
    ...base,
    userSourcedId: cells.required('userSourcedId'),
    roleType: cells.oneOf('roleType', ROLE_TYPES),
    role: cells.oneOf('role', ROLES),
    beginDate: cells.date('beginDate'),
    endDate: cells.date('endDate'),
    orgSourcedId: cells.required('orgSourcedId'),
  }),
  enrollments: (cells, base) => ({
    ...base,
    classSourcedId: cells.required('classSourcedId'),
    schoolSourcedId: cells.required('schoolSourcedId'),
    userSourcedId: cells.required('userSourcedId'),
    role: cells.oneOf('role', ENROLLMENT_ROLES),
    primary: cells.optionalBoolean('primary'),
    beginDate: cells.date('beginDate'),
    endDate: cells.date('endDate'),
  }),
};
