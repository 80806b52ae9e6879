import { z } from 'zod/mini';
import { bodyId } from '../bounds.js';
import { defineCall, USER_TYPES } from '../call.js';

/** An answer that only says what happened. */
export const detailOnly = z.object({ detail: z.string() });

export const studentClass = z.object({
  class_id: z.int(),
  class_name: z.string(),
  class_token: z.string(),
  class_grade_id: z.int(),
  school_name: z.string(),
});

export const studentTeacher = z.object({
  id: z.int(),
  subject_id: z.int(),
  subject_name: z.string(),
  teacher_user_token: z.string(),
  teacher_email: z.string(),
  teacher_first_name: z.string(),
  teacher_last_name: z.string(),
});

export const teacherClass = z.object({
  teacher_assign_id: z.int(),
  class_id: z.int(),
  class_name: z.string(),
  class_subject_id: z.int(),
  class_subject_name: z.string(),
  class_grade_id: z.int(),
  class_token: z.string(),
});

export const privacyAcceptance = z.object({
  accepted: z.boolean(),
  policy_id: z.nullable(z.int()),
  version: z.nullable(z.string()),
  accepted_at: z.nullable(z.string()),
});

export const subscription = z.object({
  plan: z.string(),
  status: z.enum(['active', 'expired']),
  organisation_token: z.string(),
  organisation_name: z.string(),
});

export const school = z.object({ school_token: z.string(), name: z.string() });

/** The profile of spec section 3: what account-settings returns and login adds a token to. */
export const profile = z.object({
  user_token: z.string(),
  user_type: z.enum(USER_TYPES),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  preferred_language: z.string(),
  student_class: z.array(studentClass),
  student_teachers: z.array(studentTeacher),
  teacher_classes: z.array(teacherClass),
  /** The schools this user belongs to, or for an administrator the schools they administer. */
  schools: z.array(school),
  district_name: z.nullable(z.string()),
  privacy_policy: z.array(privacyAcceptance),
  subscription,
  token_version: z.int(),
  is_companion_enrolled: z.boolean(),
  notification_preferences: z.object({ email: z.boolean(), push: z.boolean() }),
  /** An account created with a temporary password must choose its own before anything else. */
  must_change_password: z.boolean(),
});
export type Profile = z.infer<typeof profile>;

export const loginResponse = z.extend(profile, { token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const login = defineCall({
  method: 'POST',
  path: '/accounts/login',
  roles: 'public',
  summary: 'Sign in with email and password; returns a token and the session fields.',
  body: z.object({
    email: z.string().check(z.trim(), z.minLength(1, 'Enter your email.'), z.maxLength(254)),
    password: z.string().check(z.minLength(1, 'Enter your password.'), z.maxLength(1024)),
  }),
  response: loginResponse,
});

export const logout = defineCall({
  method: 'POST',
  path: '/accounts/logout',
  roles: USER_TYPES,
  summary: 'Revoke the token the request was made with.',
  response: detailOnly,
});

export const getAccountSettings = defineCall({
  method: 'GET',
  path: '/accounts/account-settings',
  roles: USER_TYPES,
  summary: 'The signed-in user profile.',
  response: profile,
});

export const teacherSubject = z.object({
  subject_id: z.int(),
  subject_name: z.string(),
  classes: z.array(
    z.object({
      teacher_assign_id: z.int(),
      class_id: z.int(),
      class_name: z.string(),
      class_token: z.string(),
      class_grade_id: z.int(),
    }),
  ),
});

export const getTeacherSubjects = defineCall({
  method: 'GET',
  path: '/accounts/teacher-subjects',
  roles: ['T'],
  summary: 'The subjects a teacher teaches, each with its classes.',
  response: z.object({ results: z.array(teacherSubject) }),
});

export const privacyPolicy = z.object({
  policy_id: z.int(),
  version: z.string(),
  title: z.string(),
  /** Plain text with blank lines between paragraphs. */
  body: z.string(),
  published_at: z.string(),
});

export const getUserPrivacy = defineCall({
  method: 'POST',
  path: '/accounts/user-privacy',
  roles: USER_TYPES,
  summary:
    'Read the current privacy policy and whether the user accepted it; with accept=true and the policy id, record the acceptance.',
  body: z
    ._default(
      z.object({
        accept: z.optional(z.boolean()),
        policy_id: z.optional(bodyId),
      }),
      {},
    )
    .check(
      z.refine((b) => !b.accept || b.policy_id !== undefined, {
        message: 'policy_id is required to accept a policy.',
        path: ['policy_id'],
      }),
    ),
  response: z.object({
    policy: z.nullable(privacyPolicy),
    privacy_policy: z.array(privacyAcceptance),
  }),
});
