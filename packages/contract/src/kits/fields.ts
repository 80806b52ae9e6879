import { z } from 'zod/mini';

// The small fields many pages show (a kit's status, an activity's type): apart from the kit
// content's shapes, so a page that shows them does not build the lessons' and questions' schemas.

/** Assignment states of spec section 4, as the library shows them for a kit. */
export const KIT_STATUSES = ['Completed', 'Assigned', 'Not Assigned'] as const;
export type KitStatus = (typeof KIT_STATUSES)[number];
export const kitStatus = z.enum(KIT_STATUSES);

export const ACTIVITY_TYPES = ['quiz', 'quest', 'worksheet'] as const;
export const activityType = z.enum(ACTIVITY_TYPES);

/** Longest search text the kit lists accept. */
export const KIT_SEARCH_MAX = 100;

/** A kit image or printable: `file` is an address under /api that serves it. */
export const kitMedia = z.object({ file: z.string(), alt: z.string() });

export const kitSubject = z.object({ id: z.int(), name: z.string() });
