import { z } from 'zod/mini';
import { sentId } from './bounds.js';
import { defineCall } from './call.js';
import {
  browserEventKind,
  PLATFORM_MODES,
  studentGuide,
  teacherClassView,
} from './companion/shapes.js';

export * from './companion/shapes.js';

export const getStudentGuide = defineCall({
  method: 'GET',
  path: '/v2/companion/student/',
  roles: ['S'],
  summary:
    "The learning companion's guide for a student: work due next, where they left off, topics to revisit and their last hand-in.",
  response: studentGuide,
});

export const getTeacherClass = defineCall({
  method: 'GET',
  path: '/v2/companion/teacher/',
  roles: ['T'],
  summary:
    "The learning companion's view of one of the teacher's classes: who is stuck, who has not started, and today's most-missed question.",
  query: z.object({ teacher_assign_id: sentId }),
  response: teacherClassView,
});

export const recordBrowserEvent = defineCall({
  method: 'POST',
  path: '/v2/companion/events/',
  roles: ['S', 'T'],
  summary:
    'Records a learning event only the browser sees (enrollment, course preview, content study start and stop). An enrollment is recorded once per user.',
  body: z.object({
    kind: browserEventKind,
    kit_id: z.optional(sentId),
    topic_id: z.optional(sentId),
    lesson_id: z.optional(sentId),
    platform: z.enum(PLATFORM_MODES),
  }),
  response: z.object({ recorded: z.boolean() }),
  status: 201,
});
