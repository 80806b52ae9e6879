import { z } from 'zod/mini';
import { defineCall } from '../call.js';
import { pageOf, pageQuery } from '../paging.js';
import {
  gradeNumber,
  idList,
  kitRef,
  optionalId,
  searchText,
  studentClassParam,
} from './filters.js';
import { activityType, kitClass, kitSubject, kitSummary, lesson } from './shapes.js';

const KIT_READERS = ['T', 'S'] as const;

/** A kit by id or token; students may add their class. */
const kitRefBody = z.intersection(kitRef, z.object(studentClassParam));

export const getKits = defineCall({
  method: 'POST',
  path: '/v2/kits',
  roles: KIT_READERS,
  summary:
    "One kit's library card by kit_id or kit_token (teachers: their grades and subjects; students: kits assigned to their class).",
  body: kitRefBody,
  response: z.object({ kit: z.array(kitSummary) }),
});

export const listKitLessons = defineCall({
  method: 'POST',
  path: '/v2/lessons/lessons/by-kit',
  roles: KIT_READERS,
  summary: "A kit's lessons in order, each with its pages of blocks.",
  body: kitRefBody,
  response: z.object({
    kit_id: z.int(),
    kit_token: z.string(),
    results: z.array(lesson),
  }),
});

export const listUnassignedClasses = defineCall({
  method: 'POST',
  path: '/v2/lessons/unassigned-classes/',
  roles: ['T'],
  summary:
    "The teacher's classes, of the kit's grade and subjects, that do not have the kit assigned yet.",
  body: kitRef,
  response: z.object({ results: z.array(kitClass) }),
});

export const topicListItem = z.object({
  topic_id: z.int(),
  slug: z.string(),
  title: z.string(),
  summary: z.nullable(z.string()),
  position: z.int(),
  kit_id: z.int(),
  kit_token: z.string(),
  kit_title: z.string(),
  grade: z.int(),
  subjects: z.array(kitSubject),
  activity_count: z.int(),
  activity_types: z.array(activityType),
});

const topicListQuery = z.extend(
  z.extend(pageQuery, {
    grade: gradeNumber,
    subjects: idList,
    kit_id: optionalId,
    search: searchText,
  }),
  studentClassParam,
);

export const listTopics = defineCall({
  method: 'POST',
  path: '/kits/v2/topics/list-view/',
  roles: KIT_READERS,
  summary:
    'Topics of the kits the caller may see, in kit and topic order, filtered by grade, subjects, kit and search text, paged.',
  body: z._default(topicListQuery, { page: 1, per_page: 20 }),
  response: pageOf(topicListItem),
});

export const getTopicFilters = defineCall({
  method: 'POST',
  path: '/kits/v2/topics/list-view/filters/',
  roles: KIT_READERS,
  summary: 'The grades, subjects and kits the topic list can be filtered by.',
  body: z._default(z.object(studentClassParam), {}),
  response: z.object({
    grades: z.array(
      z.object({
        id: z.int(),
        number: z.int(),
        name: z.string(),
      }),
    ),
    subjects: z.array(kitSubject),
    kits: z.array(z.object({ kit_id: z.int(), kit_token: z.string(), title: z.string() })),
  }),
});
