import { createAssignmentFactories } from '../../test/assignment-factories.js';
import type { CallSpec } from '../ownership.js';
import { namesClass, namesKit, readCallSpecs } from './shared.js';

const forDueDate = readCallSpecs('class', (f) => ({
  due_date: '2030-03-20',
  class_id: f.schoolClass.id,
}));
const yearly = readCallSpecs('class', (f) => ({ year: '2030', class_id: f.schoolClass.id }));

/** A class's assignments. */
export const ASSIGNMENTS_SPECS: Record<string, CallSpec> = {
  'assignments.activityComplete': {
    rule: 'class',
    changes: true,
    input: (f) => ({
      body: { assignment_id: f.work.assignment.id, activity_id: f.work.quiz.activity.id },
    }),
  },
  'assignments.activityStatsCall': {
    rule: 'class',
    input: (f) => ({ body: { assignment_id: f.work.assignment.id } }),
  },
  'assignments.classAssignments': namesClass('query', 'class_id'),
  'assignments.classAssignmentsPost': namesClass('body', 'class_id'),
  'assignments.classComplete': namesClass('query', 'class_id'),
  'assignments.classCompletePost': namesClass('body', 'class_id'),
  'assignments.classStatus': namesKit('body', 'kit_id'),
  'assignments.classroomList': namesClass('body', 'class_id'),
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
  'assignments.dueCounts': {
    rule: 'class',
    input: (f) => ({ body: { month: '03', year: '2030', class_id: f.schoolClass.id } }),
  },
  'assignments.forDueDate': forDueDate.post,
  'assignments.forDueDateGet': forDueDate.get,
  'assignments.retrieveCompleteFor': {
    rule: 'class',
    input: (f, c) => ({
      body: {
        assignment_id: f.work.assignment.id,
        ...(c.role === 'S' ? {} : { student: f.student.token }),
      },
    }),
  },
  'assignments.studentsCompleted': {
    rule: 'class',
    input: (f) => ({ body: { assignment_id: f.work.assignment.id } }),
  },
  'assignments.updateAssignment': {
    rule: 'manage',
    input: (f) => ({
      body: { assignment_id: f.work.assignment.id, instructions: 'Bring a torch.' },
    }),
  },
  'assignments.yearly': yearly.post,
  'assignments.yearlyGet': yearly.get,
};
