import { z } from 'zod/mini';
import { bodyId } from '../bounds.js';
import { defineCall } from '../call.js';
import {
  attemptAddress,
  attemptRewards,
  badge,
  badgeCode,
  badgeProgress,
  classmateLabel,
  heldBadge,
  manualBadgeCode,
} from './shapes.js';

const BASE = '/v2/rewards';
const count = z.int();

export const getMember = defineCall({
  method: 'POST',
  path: `${BASE}/member/`,
  roles: ['S', 'T', 'C'],
  summary:
    "The caller's XP: their total and this school week's. Students are rewards members; teachers and administrators are not, with 0.",
  response: z.object({
    is_member: z.boolean(),
    total_xp_points: count,
    week_xp_points: count,
  }),
});

export const getAnswerSessionRewards = defineCall({
  method: 'POST',
  path: `${BASE}/answer-sessions/`,
  roles: ['S'],
  summary:
    "The quiz rewards response: what the caller's handed-in quiz attempt earned (XP by source, new badges, progress to the next). Another student's attempt answers 404; a draft 409.",
  body: attemptAddress,
  response: attemptRewards,
});

export const getSubmissionRewards = defineCall({
  method: 'POST',
  path: `${BASE}/submission/`,
  roles: ['S'],
  summary:
    "The quest rewards response: what the caller's handed-in quest or worksheet earned so far; its marks earn more once a teacher marks it. Another student's attempt answers 404; a draft 409.",
  body: attemptAddress,
  response: attemptRewards,
});

const studentAchievements = z.object({
  user_token: z.string(),
  student: classmateLabel,
  total_xp_points: count,
  week_xp_points: count,
  held: z.array(heldBadge),
  /** The badges not held yet, with how far the student is towards each earned one. */
  not_yet: z.array(z.extend(badge, { progress: z.nullable(badgeProgress) })),
});
export type StudentAchievements = z.infer<typeof studentAchievements>;

export const getMemberAchievements = defineCall({
  method: 'POST',
  path: `${BASE}/member-achievements/`,
  roles: ['S', 'T'],
  summary:
    "A student's badges, held and not yet, and their XP: a student's own; a teacher's for a student of a class they teach (user_token), else 404.",
  body: z.object({ user_token: z.optional(z.uuid('Send the student’s user_token.')) }),
  response: studentAchievements,
});

export const getBadgeDetail = defineCall({
  method: 'POST',
  path: `${BASE}/badge-detail/`,
  roles: ['S', 'T'],
  summary:
    "One badge: how it is earned, whether the caller holds it, and who in the class holds it (classmates who hide themselves are not listed to other students). A student's own class; a teacher names a class they teach, else 404.",
  body: z.object({ badge: badgeCode, class_id: z.optional(bodyId) }),
  response: z.object({
    badge,
    /** The calling student's; null for a teacher or a badge not held. */
    earned_at: z.nullable(z.string()),
    progress: z.nullable(badgeProgress),
    class: z.object({ class_id: count, class_name: z.string() }),
    holders: z.array(z.extend(classmateLabel, { earned_at: z.string(), is_you: z.boolean() })),
  }),
});

const studentCounts = z.object({
  user_token: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  total_xp_points: count,
  week_xp_points: count,
  badge_count: count,
  streak_length: count,
});
export type StudentCounts = z.infer<typeof studentCounts>;

export const getTeacherCounts = defineCall({
  method: 'POST',
  path: `${BASE}/teacher/counts/`,
  roles: ['T'],
  summary:
    'XP (total and this week), badges and streak of each student of a class the caller teaches, with how many hold each badge. Another class answers 404.',
  body: z.object({ class_id: bodyId }),
  response: z.object({
    class_id: count,
    class_name: z.string(),
    week_start: z.string(),
    students: z.array(studentCounts),
    badges: z.array(z.extend(badge, { holder_count: count })),
  }),
});

export const giveBadge = defineCall({
  method: 'POST',
  path: `${BASE}/teacher/give-badge/`,
  roles: ['T'],
  summary:
    'Gives a student of a class the caller teaches a badge by hand, with a reason the student reads. A badge the student holds answers 409; another class or student 404.',
  body: z.object({
    class_id: bodyId,
    user_token: z.uuid('Send the student’s user_token.'),
    badge: manualBadgeCode,
    reason: z
      .string()
      .check(
        z.trim(),
        z.minLength(3, 'Say in a few words why the student earned it.'),
        z.maxLength(300, 'Keep the reason under 300 characters.'),
      ),
  }),
  response: z.object({ user_token: z.string(), badge: heldBadge }),
  status: 201,
});
