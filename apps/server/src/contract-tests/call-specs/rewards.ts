import type { CallSpec } from '../ownership.js';
import { namesClass } from './shared.js';

/** Rewards and streaks. */
export const REWARDS_SPECS: Record<string, CallSpec> = {
  'rewards.getAnswerSessionRewards': {
    rule: 'attempt',
    input: (f) => ({ body: { answer_header_id: f.attempts.submitted.id } }),
  },
  'rewards.getBadgeDetail': {
    rule: 'class',
    input: (f) => ({ body: { badge: 'first_quiz', class_id: f.schoolClass.id } }),
  },
  // A student reads their own achievements; a teacher names a student of a class they teach.
  'rewards.getMemberAchievements': {
    rule: { S: 'self', T: 'class' },
    input: (f, c) => ({ body: c.role === 'T' ? { user_token: f.student.token } : {} }),
  },
  'rewards.getStreakLeaderboard': namesClass('body', 'class_id'),
  'rewards.getSubmissionRewards': {
    rule: 'attempt',
    input: (f) => ({ body: { answer_header_id: f.attempts.handedIn.id } }),
  },
  'rewards.getTeacherCounts': namesClass('body', 'class_id'),
  'rewards.giveBadge': {
    rule: 'class',
    changes: true,
    input: (f, c) => ({
      body: {
        class_id: f.schoolClass.id,
        user_token: f.student.token,
        // Each teacher of the class gives one of their own: a badge held already would be a 409.
        badge: c.user?.id === c.people.otherSubjectTeacherA.id ? 'kind_teammate' : 'great_effort',
        reason: 'Kept going on a hard quest.',
      },
    }),
  },
};
