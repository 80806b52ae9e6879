import { z } from 'zod/mini';
import { bodyId, sentId } from '../bounds.js';
import { defineCall, pathId, STAFF } from '../call.js';
import { pageOf, pageQuery } from '../paging.js';
import { newPassword } from './passwords.js';

const ADMIN = ['C'] as const;
/** A user's token in a path; anything but a token names no user (404). */
const userToken = z.uuid();
const name = z
  .string()
  .check(z.trim(), z.minLength(1, 'This field may not be blank.'), z.maxLength(100));
const email = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email('Enter a valid email address.'));

export const teachingAssignment = z.object({
  teacher_assign_id: z.int(),
  class_id: z.int(),
  class_name: z.string(),
  subject_id: z.int(),
  subject_name: z.string(),
});

export const managedUser = z.object({
  user_token: z.string(),
  user_type: z.enum(['S', 'T', 'C']),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_active: z.boolean(),
  must_change_password: z.boolean(),
  school: z.nullable(z.object({ school_token: z.string(), name: z.string() })),
  class: z.nullable(z.object({ class_id: z.int(), class_name: z.string() })),
  teaching: z.array(teachingAssignment),
  created_at: z.string(),
});
export type ManagedUser = z.infer<typeof managedUser>;

export const listUsers = defineCall({
  method: 'GET',
  path: '/v2/accounts/users/',
  roles: ADMIN,
  summary: 'Users of the schools the administrator manages, searched by name or email, paged.',
  query: z.extend(pageQuery, {
    search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    user_type: z.optional(z.enum(['S', 'T', 'C'])),
    school_token: z.optional(z.string().check(z.uuid())),
    class_id: z.optional(sentId),
    is_active: z.optional(
      z.pipe(
        z.enum(['true', 'false']),
        z.transform((v) => v === 'true'),
      ),
    ),
  }),
  response: pageOf(managedUser),
});

export const createUser = defineCall({
  method: 'POST',
  path: '/v2/accounts/users/',
  roles: ADMIN,
  summary:
    'Create a teacher or student in a managed school. By default the user is emailed a link to set a password; with temporary_password they must change it at first sign-in.',
  body: z.object({
    user_type: z.enum(['S', 'T']),
    email,
    first_name: name,
    last_name: name,
    school_token: z.string().check(z.uuid('Choose a school.')),
    class_id: z.optional(bodyId),
    temporary_password: z.optional(newPassword),
  }),
  response: managedUser,
  status: 201,
});

export const getUser = defineCall({
  method: 'GET',
  path: '/v2/accounts/users/{user_token}',
  roles: ADMIN,
  params: z.object({ user_token: userToken }),
  notFound: 'No such user.',
  summary: 'One managed user.',
  response: managedUser,
});

export const updateUser = defineCall({
  method: 'PATCH',
  path: '/v2/accounts/users/{user_token}',
  roles: ADMIN,
  params: z.object({ user_token: userToken }),
  notFound: 'No such user.',
  summary: "Edit a managed user's name or email, move a student to another class, or (de)activate.",
  body: z.strictObject({
    first_name: z.optional(name),
    last_name: z.optional(name),
    email: z.optional(email),
    class_id: z.optional(bodyId),
    is_active: z.optional(z.boolean()),
  }),
  response: managedUser,
});

export const assignTeaching = defineCall({
  method: 'POST',
  path: '/v2/accounts/users/{user_token}/teaching',
  roles: ADMIN,
  params: z.object({ user_token: userToken }),
  notFound: 'No such user.',
  summary: 'Give a teacher a class and subject.',
  body: z.object({ class_id: bodyId, subject_id: bodyId }),
  response: managedUser,
  status: 201,
});

export const removeTeaching = defineCall({
  method: 'DELETE',
  path: '/v2/accounts/users/{user_token}/teaching/{teacher_assign_id}',
  roles: ADMIN,
  params: z.object({ user_token: userToken, teacher_assign_id: pathId }),
  notFound: { user_token: 'No such user.', teacher_assign_id: 'No such class for this teacher.' },
  summary: 'Take a class and subject away from a teacher.',
  response: managedUser,
});

export const sendResetLink = defineCall({
  method: 'POST',
  path: '/v2/accounts/users/{user_token}/send-reset-link',
  roles: ADMIN,
  params: z.object({ user_token: userToken }),
  notFound: 'No such user.',
  summary: 'Email the user a link to set a new password (valid 24 hours, single use).',
  response: z.object({ detail: z.string() }),
});

export const validateUser = defineCall({
  method: 'POST',
  path: '/v2/accounts/validate/user',
  roles: STAFF,
  summary: "Check a new user's email before creating the account.",
  body: z.object({ email: z.string().check(z.trim(), z.maxLength(254)) }),
  response: z.object({
    valid: z.boolean(),
    errors: z.record(z.string(), z.array(z.string())),
  }),
});

const hierarchyClass = z.object({
  class_id: z.int(),
  class_name: z.string(),
  class_grade_id: z.int(),
  grade: z.int(),
});

/** A teacher of a school with what they teach: each class and subject (a teaching). */
const hierarchyTeacher = z.object({
  teacher_token: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  teaching: z.array(z.object({ class_id: z.int(), subject_id: z.int() })),
});

export const getHierarchy = defineCall({
  method: 'POST',
  path: '/v2/accounts/positions/hierarchy-lov',
  roles: STAFF,
  summary:
    'The district, schools with their classes and teachers (with what each teaches) the caller may see, with grades and subjects, for choosers and filters.',
  response: z.object({
    district: z.nullable(z.object({ organisation_token: z.string(), name: z.string() })),
    schools: z.array(
      z.object({
        school_token: z.string(),
        name: z.string(),
        classes: z.array(hierarchyClass),
        /** The school's active teachers by name, each with the classes and subjects they teach. */
        teachers: z.array(hierarchyTeacher),
      }),
    ),
    grades: z.array(
      z.object({
        id: z.int(),
        number: z.int(),
        name: z.string(),
      }),
    ),
    subjects: z.array(z.object({ id: z.int(), name: z.string() })),
  }),
});

export const outboxMessage = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});

export const listOutbox = defineCall({
  method: 'GET',
  path: '/v2/accounts/outbox/',
  roles: ADMIN,
  summary:
    'Development mailbox: mail kept for the schools the administrator manages when no SMTP server is set (404 when mail goes to SMTP).',
  query: pageQuery,
  response: z.extend(pageOf(outboxMessage), { delivery: z.enum(['outbox', 'smtp']) }),
});
