import type { CallResponse, rewards as contract } from '@kitlab/contract';
import { BADGE_CATALOGUE, type BadgeCode } from '@kitlab/domain';
import {
  type HeldBadgeRow,
  presentBadge,
  presentHeldBadge,
  presentXp,
} from './rewards.presenter.js';
import type { RewardsRepository } from './rewards.repository.js';
import type { StreakLengths } from './streak-lengths-of-students.js';

type ClassStudent = Awaited<ReturnType<RewardsRepository['classStudents']>>[number];

/** What a teacher's counts of a class are made of, gathered per student id. */
export interface ClassCounts {
  schoolClass: { id: number; name: string };
  weekStart: string;
  students: ClassStudent[];
  badges: { studentId: number; code: BadgeCode }[];
  xp: ReadonlyMap<number, { total: number; week: number }>;
  streaks: ReadonlyMap<number, StreakLengths>;
}

/** Each student's XP, badge count and streak, and how many students hold each badge. */
export function presentTeacherCounts(
  counts: ClassCounts,
): CallResponse<typeof contract.getTeacherCounts> {
  const { schoolClass, badges } = counts;
  return {
    class_id: schoolClass.id,
    class_name: schoolClass.name,
    week_start: counts.weekStart,
    students: counts.students.map((student) => ({
      user_token: student.token,
      first_name: student.firstName,
      last_name: student.lastName,
      ...presentXp(counts.xp.get(student.id)),
      badge_count: badges.filter((row) => row.studentId === student.id).length,
      streak_length: counts.streaks.get(student.id)?.current ?? 0,
    })),
    badges: BADGE_CATALOGUE.map((badge) => ({
      ...presentBadge(badge.code),
      holder_count: badges.filter((row) => row.code === badge.code).length,
    })),
  };
}

export function presentGivenBadge(
  student: { token: string },
  badge: HeldBadgeRow,
): CallResponse<typeof contract.giveBadge> {
  return { user_token: student.token, badge: presentHeldBadge(badge) };
}
