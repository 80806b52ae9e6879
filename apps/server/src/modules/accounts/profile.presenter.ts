import type { accounts } from '@kitlab/contract';
import type { z } from 'zod';
import type { StudentClassRow, TeachingRow } from '../classes/index.js';
import type { districtOf, SchoolRow } from '../organisations/index.js';
import type { AcceptanceRow, ClassTeacherRow, PolicyRow, UserRow } from './accounts.repository.js';

type Profile = z.input<typeof accounts.profile>;
type TeacherSubject = z.input<typeof accounts.teacherSubject>;
type DistrictRow = NonNullable<Awaited<ReturnType<typeof districtOf>>>;

/** Everything a profile shows besides the user row itself. */
export interface ProfileFacts {
  studentClass: StudentClassRow | null;
  studentTeachers: ClassTeacherRow[];
  teaching: TeachingRow[];
  schools: SchoolRow[];
  district: DistrictRow | null;
  privacy: Profile['privacy_policy'];
  tokenVersion: number;
}

/** Whether the user accepted the current policy; with no policy there is nothing to accept. */
export function presentPrivacyStatus(
  policy: PolicyRow | null,
  acceptance: AcceptanceRow | null,
): Profile['privacy_policy'] {
  if (!policy) return [{ accepted: true, policy_id: null, version: null, accepted_at: null }];
  return [
    {
      accepted: acceptance !== null,
      policy_id: policy.id,
      version: policy.version,
      accepted_at: acceptance?.acceptedAt.toISOString() ?? null,
    },
  ];
}

export function presentPolicy(policy: PolicyRow): z.input<typeof accounts.privacyPolicy> {
  return {
    policy_id: policy.id,
    version: policy.version,
    title: policy.title,
    body: policy.body,
    published_at: policy.publishedAt.toISOString(),
  };
}

/** The current policy (null when the district has none) and whether the user accepted it. */
export function presentPolicyAnswer(policy: PolicyRow | null, privacy: Profile['privacy_policy']) {
  return { policy: policy && presentPolicy(policy), privacy_policy: privacy };
}

/** The profile of login and account settings: never a hash or internal column. */
export function presentProfile(user: UserRow, facts: ProfileFacts): Profile {
  const { studentClass, district } = facts;
  return {
    user_token: user.token,
    user_type: user.userType,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    preferred_language: user.preferredLanguage,
    student_class: studentClass
      ? [
          {
            class_id: studentClass.classId,
            class_name: studentClass.className,
            class_token: studentClass.classToken,
            class_grade_id: studentClass.gradeId,
            school_name: studentClass.schoolName,
          },
        ]
      : [],
    student_teachers: facts.studentTeachers.map((t) => ({
      id: t.teacherAssignId,
      subject_id: t.subjectId,
      subject_name: t.subjectName,
      teacher_user_token: t.teacherToken,
      teacher_email: t.teacherEmail,
      teacher_first_name: t.teacherFirstName,
      teacher_last_name: t.teacherLastName,
    })),
    teacher_classes: facts.teaching.map((t) => ({
      teacher_assign_id: t.teacherAssignId,
      class_id: t.classId,
      class_name: t.className,
      class_subject_id: t.subjectId,
      class_subject_name: t.subjectName,
      class_grade_id: t.gradeId,
      class_token: t.classToken,
    })),
    schools: facts.schools.map((s) => ({ school_token: s.token, name: s.name })),
    district_name: district?.name ?? null,
    privacy_policy: facts.privacy,
    subscription: {
      plan: district?.plan ?? 'school',
      status: 'active',
      organisation_token: district?.token ?? '',
      organisation_name: district?.name ?? '',
    },
    token_version: facts.tokenVersion,
    is_companion_enrolled: user.isCompanionEnrolled,
    // Named one by one: PostgreSQL keeps a JSON object's keys in its own order, not the schema's.
    notification_preferences: {
      email: user.notificationPreferences.email,
      push: user.notificationPreferences.push,
    },
    must_change_password: user.mustChangePassword,
  };
}

/** The teacher's classes grouped by subject, subjects by name, classes in teaching order. */
export function presentTeacherSubjects(teaching: TeachingRow[]): TeacherSubject[] {
  const bySubject = new Map<number, TeacherSubject>();
  for (const row of teaching) {
    const entry = bySubject.get(row.subjectId) ?? {
      subject_id: row.subjectId,
      subject_name: row.subjectName,
      classes: [],
    };
    entry.classes.push({
      teacher_assign_id: row.teacherAssignId,
      class_id: row.classId,
      class_name: row.className,
      class_token: row.classToken,
      class_grade_id: row.gradeId,
    });
    bySubject.set(row.subjectId, entry);
  }
  return [...bySubject.values()].sort((a, b) => a.subject_name.localeCompare(b.subject_name));
}
