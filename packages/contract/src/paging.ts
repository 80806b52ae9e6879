import { z } from 'zod/mini';
import { MAX_ID } from './bounds.js';

export const MAX_PER_PAGE = 100;

export const pageQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_ID)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PER_PAGE)), 20),
});

export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    count: z.int(),
    next: z.nullable(z.int()),
    previous: z.nullable(z.int()),
    results: z.array(item),
  });
}
