import { z } from 'zod';
import { MAX_ID } from './bounds.js';

export const MAX_PER_PAGE = 100;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_ID).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.number().int().nullable(),
    previous: z.number().int().nullable(),
    results: z.array(item),
  });
}
