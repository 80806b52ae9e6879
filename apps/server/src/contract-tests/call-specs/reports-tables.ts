import type { CallSpec } from '../ownership.js';
import { listsClassWork, namesClass } from './shared.js';

interface Weeks {
  weeks?: { handed_in: number; active_students: { count: number } }[];
}

/** The weeks in which something happened: none for a teacher who does not teach the work. */
const busyWeeks = (answer: unknown) =>
  (answer as Weeks).weeks?.filter((w) => w.handed_in > 0 || w.active_students.count > 0);
const topicsOf = (answer: unknown) => (answer as { topics?: unknown }).topics;
const activitiesOf = (answer: unknown) => (answer as { activities?: unknown }).activities;

/** Progress by topic and week, and the detailed table of students by questions. */
export const REPORTS_TABLES_SPECS: Record<string, CallSpec> = {
  'reports.getClassStudents': namesClass('query', 'class_id'),
  'reports.getTopicDetails': listsClassWork(namesClass('query', 'class_id'), topicsOf),
  'reports.getLearningProgress': listsClassWork(
    {
      rule: 'class',
      input: (f) => ({
        query: { class_id: f.schoolClass.id, from: '2030-03-01', to: '2030-03-15' },
      }),
    },
    busyWeeks,
  ),
  'reports.getDetailedTable': listsClassWork(namesClass('query', 'class_id'), activitiesOf),
  'reports.postDetailedTable': listsClassWork(namesClass('body', 'class_id'), activitiesOf),
  'reports.getDetailedTableNew': listsClassWork(namesClass('body', 'class_id'), activitiesOf),
};
