import type { LearningEventKind } from '../../db/schema/index.js';

const ADL = 'http://adlnet.gov/expapi/verbs';
const ADL_W3ID = 'https://w3id.org/xapi/adl/verbs';

export interface Verb {
  id: string;
  display: { 'en-US': string };
}

function verb(id: string, word: string): Verb {
  return { id, display: { 'en-US': word } };
}

/** Each kind's verb, all from the ADL vocabulary (docs/decisions/0023-learning-event-stream.md). */
export const VERB_OF: Record<LearningEventKind, Verb> = {
  login: verb(`${ADL_W3ID}/logged-in`, 'logged-in'),
  logout: verb(`${ADL_W3ID}/logged-out`, 'logged-out'),
  password_reset: verb(`${ADL}/interacted`, 'interacted'),
  enrollment: verb(`${ADL}/registered`, 'registered'),
  course_preview: verb(`${ADL}/experienced`, 'experienced'),
  content_study_start: verb(`${ADL}/initialized`, 'initialized'),
  content_study_stop: verb(`${ADL}/terminated`, 'terminated'),
  assessment_start: verb(`${ADL}/resumed`, 'resumed'),
  assessment_stop: verb(`${ADL}/suspended`, 'suspended'),
  answer_question: verb(`${ADL}/answered`, 'answered'),
  attempt_started: verb(`${ADL}/attempted`, 'attempted'),
  attempt_submitted: verb(`${ADL}/completed`, 'completed'),
  work_marked: verb(`${ADL}/scored`, 'scored'),
  work_returned: verb(`${ADL}/asked`, 'asked'),
  assignment_given: verb(`${ADL}/shared`, 'shared'),
  assignment_due_date_changed: verb(`${ADL}/shared`, 'shared'),
  assignment_instructions_changed: verb(`${ADL}/shared`, 'shared'),
  assignment_cancelled: verb(`${ADL_W3ID}/waived`, 'waived'),
  assignment_completed: verb(`${ADL_W3ID}/satisfied`, 'satisfied'),
  assignment_reopened: verb(`${ADL}/shared`, 'shared'),
  discussion_message_posted: verb(`${ADL}/commented`, 'commented'),
  // The teacher is the actor and the student the learner, as for marked work.
  badge_given: verb(`${ADL}/achieved`, 'achieved'),
};

/** Activity types of the ADL vocabulary, by what Kitlab calls the thing. */
export const ACTIVITY_TYPE = {
  application: 'http://activitystrea.ms/schema/1.0/application',
  course: 'http://adlnet.gov/expapi/activities/course',
  kit: 'http://adlnet.gov/expapi/activities/module',
  topic: 'http://adlnet.gov/expapi/activities/module',
  lesson: 'http://adlnet.gov/expapi/activities/lesson',
  quiz: 'http://adlnet.gov/expapi/activities/assessment',
  quest: 'http://adlnet.gov/expapi/activities/assessment',
  worksheet: 'http://adlnet.gov/expapi/activities/assessment',
  question: 'http://adlnet.gov/expapi/activities/cmi.interaction',
  interaction: 'http://adlnet.gov/expapi/activities/interaction',
  badge: 'http://activitystrea.ms/schema/1.0/badge',
} as const;
