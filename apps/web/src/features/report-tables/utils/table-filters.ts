import type { reports } from '@kitlab/contract';
import {
  choiceParam,
  idParam,
  type ParamCodec,
  pageParam,
  urlFilters,
} from '../../../lib/url-filters';

/** A real calendar date written YYYY-MM-DD ("2027-02-30" is none). */
export const dateParam: ParamCodec<string | null> = {
  read: (raw) => {
    if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
    const [year = 0, month = 1, day = 1] = raw.split('-').map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.toISOString().slice(0, 10) === raw ? raw : null;
  },
  write: (value) => value,
};

export type TableSort = (typeof reports.DETAILED_TABLE_SORTS)[number];
export type SortOrder = (typeof reports.TABLE_SORT_ORDERS)[number];

/** The table's view: which class, activity and days, in what order, which page. */
export interface TableFilters {
  classId: number | null;
  activityId: number | null;
  from: string | null;
  to: string | null;
  /** Null: by name, the server's default, left out of the address. */
  sort: TableSort | null;
  order: SortOrder | null;
  page: number;
}

/** `?class=4&activity=12&from=2027-01-04&to=2027-01-31&sort=score&order=desc&page=2` */
export const tableFilters = urlFilters<TableFilters>({
  classId: { key: 'class', codec: idParam },
  activityId: { key: 'activity', codec: idParam },
  from: { key: 'from', codec: dateParam },
  to: { key: 'to', codec: dateParam },
  sort: { key: 'sort', codec: choiceParam<TableSort>({ name: 'name', score: 'score' }) },
  order: { key: 'order', codec: choiceParam<SortOrder>({ asc: 'asc', desc: 'desc' }) },
  page: { key: 'page', codec: pageParam },
});

/** The table's filters and order as the server takes them (and the export, with a format). */
export interface TableQueryFilters {
  class_id: number;
  activity_id?: number;
  from?: string;
  to?: string;
  sort: TableSort;
  order: SortOrder;
}

/** One page of the table as the server takes it. */
export type TableQuery = TableQueryFilters & { page: number; per_page: number };

/** Rows on one page of the table: enough to see a class at once, few enough for a phone. */
export const TABLE_PER_PAGE = 30;

/** The days in order: a range typed backwards means the same days. */
function rangeOf(filters: TableFilters): { from?: string; to?: string } {
  const { from, to } = filters;
  const [first, last] = from && to && from > to ? [to, from] : [from, to];
  return { ...(first ? { from: first } : {}), ...(last ? { to: last } : {}) };
}

/** The table's filters as the server takes them, without paging: also the export's filters. */
export function toTableFilters(filters: TableFilters): TableQueryFilters | null {
  if (filters.classId === null) return null;
  return {
    class_id: filters.classId,
    ...(filters.activityId ? { activity_id: filters.activityId } : {}),
    ...rangeOf(filters),
    sort: filters.sort ?? 'name',
    order: filters.order ?? 'asc',
  };
}

/** One page of the table as the server takes it; null until a class is chosen. */
export function toTableQuery(filters: TableFilters, perPage = TABLE_PER_PAGE): TableQuery | null {
  const query = toTableFilters(filters);
  return query && { ...query, page: filters.page, per_page: perPage };
}

/**
 * The order after a click on a sortable heading: the same column turns round; another starts
 * A to Z for names and highest first for scores.
 */
export function nextTableSort(
  filters: TableFilters,
  by: TableSort,
): Pick<TableFilters, 'sort' | 'order'> {
  const current = filters.sort ?? 'name';
  const order = filters.order ?? 'asc';
  if (current === by) return { sort: by, order: order === 'asc' ? 'desc' : 'asc' };
  return { sort: by, order: by === 'name' ? 'asc' : 'desc' };
}

/** How a column is sorted now, as `aria-sort` says it; null when the table is not sorted by it. */
export function sortDirectionOf(
  filters: TableFilters,
  by: TableSort,
): 'ascending' | 'descending' | null {
  if ((filters.sort ?? 'name') !== by) return null;
  return (filters.order ?? 'asc') === 'asc' ? 'ascending' : 'descending';
}
