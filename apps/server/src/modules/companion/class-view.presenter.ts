import type { companion } from '@kitlab/contract';
import type { z } from 'zod';
import type { ClassViewRepository } from './class-view.repository.js';

type ClassView = z.input<typeof companion.teacherClassView>;
type Rows<K extends keyof ClassViewRepository> = Awaited<ReturnType<ClassViewRepository[K]>>;
type Teaching = NonNullable<Rows<'findTeaching'>>;
type ProgressRow = Rows<'latestProgress'>[number];

/** What the class view shows, already chosen, as of `now`. */
export interface ClassViewParts {
  teaching: Teaching;
  now: Date;
  /** Students idle long enough to count as stuck, with their idle minutes. */
  stuck: { row: ProgressRow; idle: number }[];
  notStarted: Rows<'notStarted'>;
  missed: Rows<'mostMissed'>;
}

const nameOf = (row: { userToken: string; firstName: string; lastName: string }) => ({
  user_token: row.userToken,
  first_name: row.firstName,
  last_name: row.lastName,
});

export function presentClassView(parts: ClassViewParts): ClassView {
  const { teaching, missed } = parts;
  return {
    teacher_assign_id: teaching.id,
    class_name: teaching.className,
    subject_name: teaching.subjectName,
    as_of: parts.now.toISOString(),
    stuck: parts.stuck.map(({ row, idle }) => ({
      student: nameOf(row),
      activity_id: row.activityId,
      title: row.title,
      answer_header_id: row.attemptId,
      last_active_at: row.lastActiveAt.toISOString(),
      minutes_idle: idle,
    })),
    not_started: parts.notStarted.map((row) => ({
      student: nameOf(row),
      open_assignments: row.openAssignments,
    })),
    most_missed: missed && {
      activity_detail_id: missed.activityDetailId,
      question: missed.question,
      activity_id: missed.activityId,
      activity_title: missed.activityTitle,
      wrong: missed.wrong,
      answered: missed.answered,
    },
  };
}
