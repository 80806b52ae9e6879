import { z } from 'zod/mini';
import { bodyId, sentId } from '../bounds.js';
import { defineCall } from '../call.js';
import { material } from './shapes.js';

const KIT_READERS = ['T', 'S'] as const;

export const PRINTABLES_CONTENT_TYPE = 'application/pdf';

export const listActivityPrintables = defineCall({
  method: 'GET',
  path: '/v1/contents/quest/reference/printables',
  roles: KIT_READERS,
  summary:
    'A printable A4 PDF of an activity: questions with answer lines or option boxes (quizzes, worksheets) or steps with materials (quests), with name, class and date lines. Answers PDF bytes.',
  query: z.object({ activity_id: sentId }),
  response: z.instanceof(Uint8Array),
});

export const listMaterialsRequired = defineCall({
  method: 'POST',
  path: '/v1/products/activity/materials-required',
  roles: KIT_READERS,
  summary:
    "An activity's materials, in step order; with activity_detail_id, those of that step only.",
  body: z.object({
    activity_token: z.uuid('Send a valid activity_token.'),
    activity_detail_id: z.optional(bodyId),
  }),
  response: z.object({
    activity_id: z.int(),
    activity_token: z.string(),
    title: z.string(),
    materials: z.array(z.extend(material, { activity_detail_id: z.int(), step_title: z.string() })),
  }),
});
