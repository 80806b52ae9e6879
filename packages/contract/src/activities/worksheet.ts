import { z } from 'zod/mini';
import { defineCall } from '../call.js';
import { uploadKey } from '../core/uploads.js';
import { offlinePage, sentId } from './shapes.js';

const STUDENT = ['S'] as const;

/** Most photographed pages one worksheet attempt may carry. */
export const MAX_OFFLINE_WORKSHEET_PAGES = 10;

const offlinePages = z.object({
  answer_header_id: z.int(),
  offline_pages: z.array(offlinePage),
});

export const addWorksheetPage = defineCall({
  method: 'POST',
  path: '/v1/contents/offline_worksheet/',
  roles: STUDENT,
  summary:
    "Add a photo (or PDF) of a paper worksheet page, uploaded through generate-presigned-url, to the student's draft attempt, starting one when there is none; answers every page so far.",
  body: z.object({
    activity_id: sentId,
    key: uploadKey,
    assignment_id: z.optional(sentId),
  }),
  response: offlinePages,
  status: 201,
});

export const removeWorksheetPage = defineCall({
  method: 'POST',
  path: '/v1/contents/offline_worksheet_delete/',
  roles: STUDENT,
  summary:
    'Remove a page from a draft worksheet attempt; the pages after it move up. Answers the pages left.',
  body: z.object({ offline_worksheet_id: sentId }),
  response: offlinePages,
});
