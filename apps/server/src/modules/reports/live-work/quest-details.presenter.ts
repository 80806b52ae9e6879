import type { reports } from '@kitlab/contract';
import type { ClassStudentRow } from '../../classes/index.js';
import type { DetailRow } from '../../kits/index.js';
import type { ShownAttemptRow } from './shown-attempts.sql.js';
import {
  attemptsByStudent,
  reportStudentOf,
  scoreOfShown,
  statusOf,
  stuckOf,
} from './student-work.js';

type QuestDetails = reports.QuestDetails;
type Heading = Omit<QuestDetails, 'steps' | 'students'>;

export interface QuestFacts {
  heading: Heading;
  /** The quest's steps as stored at the version read. */
  details: readonly DetailRow[];
  students: readonly ClassStudentRow[];
  attempts: readonly ShownAttemptRow[];
  now: number;
}

/** Where one student's quest stands at one step. */
function stepStanding(attempt: ShownAttemptRow | undefined, stepId: number) {
  if (!attempt) return { handedIn: false, awaiting: false, returned: false };
  const handedInQuest = attempt.status === 'S';
  const answer = attempt.answers?.find((a) => a.detailId === stepId);
  return {
    handedIn: handedInQuest && answer !== undefined,
    // A handed-in quest is marked step by step; a step without a response still takes a mark.
    awaiting: handedInQuest && !(answer?.marked && answer.marksObtained !== null),
    returned: attempt.returns.some((detailId) => detailId === null || detailId === stepId),
  };
}

/** A quest's live report: per step who handed it in, who waits for marks, who was handed it back. */
export function presentQuestDetails(facts: QuestFacts): QuestDetails {
  const steps = facts.details
    .filter((d) => d.detailType === 'step')
    .sort((a, b) => a.position - b.position || a.id - b.id);
  const byStudent = attemptsByStudent(facts.attempts);
  const outOf = facts.students.length;
  return {
    steps: steps.map((step) => {
      const standings = facts.students.map((student) => ({
        student: reportStudentOf(student),
        ...stepStanding(byStudent.get(student.id), step.id),
      }));
      const who = (key: 'handedIn' | 'awaiting' | 'returned') =>
        standings.filter((s) => s[key]).map((s) => s.student);
      return {
        activity_detail_id: step.id,
        position: step.position,
        title: step.text,
        out_of: outOf,
        handed_in: who('handedIn'),
        awaiting_marks: who('awaiting'),
        returned: who('returned'),
      };
    }),
    students: facts.students.map((student) => {
      const attempt = byStudent.get(student.id);
      return {
        student: reportStudentOf(student),
        status: statusOf(attempt),
        score: scoreOfShown(attempt),
        stuck: stuckOf(attempt, facts.now),
      };
    }),
    ...facts.heading,
  };
}
