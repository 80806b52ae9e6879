import { createAssignmentFactories } from '../../test/assignment-factories.js';
import type { CallSpec } from '../ownership.js';
import { listsClassWork, namesClass, namesKit, readCallSpecs } from './shared.js';

const forDueDate = readCallSpecs('classWork', (f) => ({
  due_date: '2030-03-20',
  class_id: f.schoolClass.id,
}));
const yearly = readCallSpecs('classWork', (f) => ({ year: '2030', class_id: f.schoolClass.id }));
/** Twelve months, each with its count: the months with work are the list. */
const monthsWithWork = (answer: unknown) =>
  (answer as { results?: { count: number }[] }).results?.filter((month) => month.count > 0);

/**
 * A class's assignments. Its work is in its teacher's subject: a teacher of the class in another
 * subject lists the class without it and finds none of it by id (decision 0039).
 */
export const ASSIGNMENTS_SPECS: Record<string, CallSpec> = {
  'assignments.getActivityCompletion': {
    rule: 'classWork',
    changes: true,
    input: (f) => ({
      body: { assignment_id: f.work.assignment.id, activity_id: f.work.quiz.activity.id },
    }),
  },
  'assignments.getActivityStats': {
    rule: 'classWork',
    input: (f) => ({ body: { assignment_id: f.work.assignment.id } }),
  },
  'assignments.listClassAssignments': listsClassWork(namesClass('query', 'class_id')),
  'assignments.listClassAssignmentsPost': listsClassWork(namesClass('body', 'class_id')),
  'assignments.getClassCompletion': listsClassWork(namesClass('query', 'class_id')),
  'assignments.getClassCompletionPost': listsClassWork(namesClass('body', 'class_id')),
  'assignments.getClassStatus': namesKit('body', 'kit_id'),
  'assignments.listClassrooms': listsClassWork(namesClass('body', 'class_id')),
  'assignments.completeAssignment': {
    rule: 'manage',
    changes: true,
    input: (f) => ({ body: { assignment_id: f.work.assignment.id } }),
  },
  'assignments.createAssignments': {
    // Assigning is done in a teaching: a kit of a subject the teacher does not teach the class is a field error.
    rule: 'teaching',
    refusal: { otherSubjectTeacher: 400 },
    async input(f, c) {
      const kit = await createAssignmentFactories(c.t.db).kit({ owner: f.school });
      return {
        body: { kit_id: kit.kit.id, class_ids: [f.schoolClass.id], due_date: '2030-03-25' },
      };
    },
  },
  'assignments.getDueCounts': listsClassWork({
    rule: 'classWork',
    input: (f) => ({ body: { month: '03', year: '2030', class_id: f.schoolClass.id } }),
  }),
  'assignments.listDueOnDate': listsClassWork(forDueDate.post),
  'assignments.listDueOnDateGet': listsClassWork(forDueDate.get),
  'assignments.getStudentCompletion': {
    rule: 'classWork',
    input: (f, c) => ({
      body: {
        assignment_id: f.work.assignment.id,
        ...(c.role === 'S' ? {} : { student: f.student.token }),
      },
    }),
  },
  'assignments.listStudentsCompleted': {
    rule: 'classWork',
    input: (f) => ({ body: { assignment_id: f.work.assignment.id } }),
  },
  'assignments.updateAssignment': {
    rule: 'manage',
    input: (f) => ({
      body: { assignment_id: f.work.assignment.id, instructions: 'Bring a torch.' },
    }),
  },
  'assignments.getYearly': listsClassWork(yearly.post, monthsWithWork),
  'assignments.getYearlyGet': listsClassWork(yearly.get, monthsWithWork),
};
