import type { kits } from '@kitlab/contract';
import {
  choiceParam,
  gradeParam,
  idListParam,
  pageParam,
  urlFilters,
} from '../../../lib/url-filters';
import { type ListBody, type ListFilters, toListBody } from './list-body';
import { searchParam } from './search-param';

/** My Library's filters (spec section 3: grade, subjects and status, and a search key). */
export interface LibraryFilters extends ListFilters {
  status: kits.KitStatus | null;
}

export type LibraryBody = ListBody & { status?: kits.KitStatus };

/** Status words in the address: `?status=not-assigned` rather than `Not%20Assigned`. */
export const STATUS_WORDS: Record<kits.KitStatus, string> = {
  Completed: 'completed',
  Assigned: 'assigned',
  'Not Assigned': 'not-assigned',
};

/** `?q=…&grade=6&subjects=1,3&status=assigned&page=2` */
export const myLibraryFilters = urlFilters<LibraryFilters>({
  search: { key: 'q', codec: searchParam },
  grade: { key: 'grade', codec: gradeParam },
  subjects: { key: 'subjects', codec: idListParam },
  status: { key: 'status', codec: choiceParam(STATUS_WORDS) },
  page: { key: 'page', codec: pageParam },
});

/** The library call's filters and paging, leaving out the filters that are not set. */
export function toLibraryBody(filters: LibraryFilters, perPage: number): LibraryBody {
  return {
    ...toListBody(filters, perPage),
    ...(filters.status ? { status: filters.status } : {}),
  };
}
