import { z } from 'zod/mini';
import { defineCall } from '../call.js';
import { pageOf, pageQuery } from '../paging.js';
import { kitListQuery, studentClassParam } from './filters.js';
import {
  kitClass,
  kitContent,
  kitSummary,
  libraryFilters,
  recentAssignment,
  studentKitContent,
} from './shapes.js';

const TEACHER = ['T'] as const;
const STUDENT = ['S'] as const;

const libraryPage = z.extend(pageOf(kitSummary), { filters: libraryFilters });

/** The library is read with POST (filters in the body) or GET (filters in the query). */
function libraryCalls<Q extends typeof kitListQuery>(
  path: string,
  roles: readonly ['T'] | readonly ['S'],
  summary: string,
  query: Q,
) {
  return {
    post: defineCall({
      method: 'POST',
      path,
      roles,
      summary,
      body: z.pipe(
        z.optional(query),
        z.transform((sent) => sent ?? query.parse({})),
      ),
      response: libraryPage,
    }),
    get: defineCall({ method: 'GET', path, roles, summary, query, response: libraryPage }),
  };
}

const teacherLibraryCalls = libraryCalls(
  '/kits/teacher/library',
  TEACHER,
  "Kits of the teacher's grades and subjects, with their status for the teacher's classes, filtered by grade, subjects, status and search text, paged.",
  kitListQuery,
);
export const listTeacherLibrary = teacherLibraryCalls.post;
export const listTeacherLibraryGet = teacherLibraryCalls.get;

const studentLibraryCalls = libraryCalls(
  '/kits/student/library',
  STUDENT,
  "Kits assigned to the student's class, filtered by grade, subjects, status and search text, paged.",
  z.extend(kitListQuery, studentClassParam),
);
export const listStudentLibrary = studentLibraryCalls.post;
export const listStudentLibraryGet = studentLibraryCalls.get;

const kitTokenQuery = z.object({ kit_token: z.uuid('Send a valid kit_token.') });

export const getTeacherKitTopic = defineCall({
  method: 'GET',
  path: '/kits/teacher/library/topic',
  roles: TEACHER,
  summary:
    "One kit with its topics, lesson pages and activities, answer keys included (404 outside the teacher's grades and subjects).",
  query: kitTokenQuery,
  response: kitContent,
});

export const getStudentKitTopic = defineCall({
  method: 'GET',
  path: '/kits/student/library/topic',
  roles: STUDENT,
  summary:
    "One kit assigned to the student's class with its topics, lesson pages and activities; never answer keys.",
  query: z.extend(kitTokenQuery, studentClassParam),
  response: studentKitContent,
});

export const listTeacherClasses = defineCall({
  method: 'GET',
  path: '/kits/teacher/classes',
  roles: TEACHER,
  summary: 'The classes and subjects the teacher teaches, for kit choosers.',
  response: z.object({ results: z.array(kitClass) }),
});

export const listStudentClasses = defineCall({
  method: 'GET',
  path: '/kits/student/classes',
  roles: STUDENT,
  summary: "The student's class.",
  response: z.object({ results: z.array(kitClass) }),
});

export const listTeacherRecentlyAssigned = defineCall({
  method: 'GET',
  path: '/kits/teacher/recentlyassigned',
  roles: TEACHER,
  summary: "Kits most recently assigned to the teacher's classes, newest first, paged.",
  query: pageQuery,
  response: pageOf(recentAssignment),
});

export const listStudentRecentlyAssigned = defineCall({
  method: 'GET',
  path: '/kits/student/recentlyassigned',
  roles: STUDENT,
  summary: "Kits most recently assigned to the student's class, newest first, paged.",
  query: z.extend(pageQuery, studentClassParam),
  response: pageOf(recentAssignment),
});
