import type { LoginResponse } from '@kitlab/contract';

/** A teacher's sign-in answer as the server sends it. */
export function loginResponseFixture(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    token: 'tok-123',
    user_token: 'user-abc',
    user_type: 'T',
    email: 'teacher@example.test',
    first_name: 'Tess',
    last_name: 'Teacher',
    preferred_language: 'en',
    student_class: [],
    student_teachers: [],
    teacher_classes: [
      {
        teacher_assign_id: 1,
        class_id: 10,
        class_name: '6A',
        class_subject_id: 3,
        class_subject_name: 'Science',
        class_grade_id: 6,
        class_token: 'class-6a',
      },
    ],
    schools: [{ school_token: 'school-1', name: 'Demo School' }],
    district_name: 'Demo District',
    privacy_policy: [{ accepted: false, policy_id: null, version: null, accepted_at: null }],
    subscription: {
      plan: 'school',
      status: 'active',
      organisation_token: 'org-1',
      organisation_name: 'Demo School',
    },
    token_version: 1,
    is_companion_enrolled: false,
    notification_preferences: { email: true, push: false },
    must_change_password: false,
    ...overrides,
  };
}
