import { beforeAll } from 'vitest';
import type { AssignmentWorld } from './assignment-world.js';

const at = (iso: string) => new Date(iso);

/**
 * Work of 6A (and 6B) at different stages, for the list and progress tests; the clock is
 * expected at 2030-03-10 12:00 UTC.
 *
 * - science: the whole Sensors and Signals kit (quiz, worksheet, quest) to 6A, due 03-20 and to
 *   6B, due 03-18. Zoe submitted all three (last on 03-08); Amara the quiz and worksheet; Lucas
 *   has a draft of the quiz.
 * - districtQuiz: one quiz of the district kit to 6A, due 03-12; Lucas submitted it.
 * - cancelled: the district kit's worksheet to 6A, cancelled.
 * - closed: a kit to 6A the teacher marked complete, due 03-05; nobody submitted anything.
 * - late: a one-quest kit to 6A due 03-08, still open; Amara submitted it.
 * - sister: the science kit in the sister school.
 */
export async function seedClassWork(w: AssignmentWorld) {
  const make = w.kitsOf.assignment;
  const { teacher } = w;
  const [quiz, worksheet, quest] = w.science.activities;
  const [districtQuiz, districtWorksheet] = w.districtKit.activities;
  if (!quiz || !worksheet || !quest || !districtQuiz || !districtWorksheet) {
    throw new Error('kits without the expected activities');
  }
  const closedKit = await w.kitsOf.kit({ title: 'Closed Kit', activities: ['quiz'] });
  const lateKit = await w.kitsOf.kit({ title: 'Late Kit', activities: ['quest'] });

  const science6A = await make({
    schoolClass: w.sixA,
    kit: w.science.kit,
    teacher,
    dueDate: '2030-03-20',
    createdAt: at('2030-03-01T09:00:00Z'),
  });
  const science6B = await make({
    schoolClass: w.sixB,
    kit: w.science.kit,
    teacher,
    dueDate: '2030-03-18',
    createdAt: at('2030-03-02T09:00:00Z'),
  });
  const districtQuizWork = await make({
    schoolClass: w.sixA,
    kit: w.districtKit.kit,
    activity: districtQuiz,
    teacher,
    dueDate: '2030-03-12',
    createdAt: at('2030-03-05T09:00:00Z'),
  });
  const cancelled = await make({
    schoolClass: w.sixA,
    kit: w.districtKit.kit,
    activity: districtWorksheet,
    teacher,
    dueDate: '2030-03-11',
    state: 'cancelled',
    createdAt: at('2030-03-06T09:00:00Z'),
  });
  const closed = await make({
    schoolClass: w.sixA,
    kit: closedKit.kit,
    teacher,
    dueDate: '2030-03-05',
    state: 'completed',
    createdAt: at('2030-02-20T09:00:00Z'),
  });
  const late = await make({
    schoolClass: w.sixA,
    kit: lateKit.kit,
    teacher,
    dueDate: '2030-03-08',
    createdAt: at('2030-02-25T09:00:00Z'),
  });
  const sister = await make({
    schoolClass: w.sisterClass,
    kit: w.science.kit,
    teacher: w.sisterTeacher,
    dueDate: '2030-03-20',
  });

  const attempt = w.kitsOf.attempt;
  await attempt({
    student: w.thirdStudent,
    activity: quiz,
    marksObtained: 6,
    submittedAt: at('2030-03-06T10:00:00Z'),
  });
  await attempt({
    student: w.thirdStudent,
    activity: worksheet,
    submittedAt: at('2030-03-07T10:00:00Z'),
  });
  await attempt({
    student: w.thirdStudent,
    activity: quest,
    submittedAt: at('2030-03-08T10:00:00Z'),
  });
  // A second attempt later does not move when the work was completed.
  const zoeQuizAgain = await attempt({
    student: w.thirdStudent,
    activity: quiz,
    attemptNumber: 2,
    marksObtained: 10,
    submittedAt: at('2030-03-09T10:00:00Z'),
  });
  await attempt({ student: w.classmate, activity: quiz, marksObtained: 8 });
  await attempt({ student: w.classmate, activity: worksheet });
  const amaraLateQuest = await attempt({
    student: w.classmate,
    activity: lateKit.activities[0] ?? quest,
  });
  const lucasQuizDraft = await attempt({ student: w.student, activity: quiz, status: 'DR' });
  const lucasDistrictQuiz = await attempt({
    student: w.student,
    activity: districtQuiz,
    marksObtained: 10,
  });

  return {
    activities: { quiz, worksheet, quest, districtQuiz, districtWorksheet },
    attempts: { zoeQuizAgain, amaraLateQuest, lucasQuizDraft, lucasDistrictQuiz },
    science6A,
    science6B,
    districtQuizWork,
    cancelled,
    closed,
    late,
    sister,
  };
}

export type ClassWork = Awaited<ReturnType<typeof seedClassWork>>;

/**
 * The class work seeded into `w` before the file's tests (after its world is built, as hooks
 * run in order). Filled in by that `beforeAll`: read it inside tests only.
 */
export function useClassWork(w: AssignmentWorld): ClassWork {
  const work = {} as ClassWork;
  beforeAll(async () => {
    Object.assign(work, await seedClassWork(w));
  });
  return work;
}
