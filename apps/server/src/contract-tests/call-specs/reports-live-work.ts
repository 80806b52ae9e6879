import type { Fixture } from '../matrix-world.js';
import type { CallSpec } from '../ownership.js';
import { listsClassWork, namesClass } from './shared.js';

/** A report of one activity of the fixture's work in its class, named in the query. */
const reportsActivity = (activityOf: (f: Fixture) => number): CallSpec => ({
  rule: 'classWork',
  input: (f) => ({ query: { class_id: f.schoolClass.id, activity_id: activityOf(f) } }),
});

/** The live view of work: open work across a teacher's classes, a quiz's and a quest's details. */
export const REPORTS_LIVE_WORK_SPECS: Record<string, CallSpec> = {
  'reports.getLiveDashboard': listsClassWork(
    namesClass('body', 'class_id'),
    (answer) => (answer as { entries?: unknown }).entries,
  ),
  'reports.getQuizDetails': reportsActivity((f) => f.work.quiz.activity.id),
  'reports.getQuestDetails': reportsActivity((f) => f.work.quest.activity.id),
};
