import { type CallResponse, reports } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { TableQuery } from '../utils/table-filters';
import { reportTableKeys } from './keys';

export type DetailedTable = CallResponse<typeof reports.getDetailedTableNew>;
export type TableActivity = DetailedTable['activities'][number];
export type ActivityTotals = DetailedTable['totals'][number];
export type TableRow = DetailedTable['results'][number];
/** A student's attempt at an activity; a row has null for work without one. */
export type TableWork = NonNullable<TableRow['work'][number]>;
export type TableCell = TableWork['cells'][number];

/**
 * One page of students by questions, grouped by activity, with each activity's totals over the
 * whole class (the grouped form of the table, `detailedtablereportnew`).
 */
export function getDetailedTable(query: TableQuery, signal?: AbortSignal): Promise<DetailedTable> {
  return apiRequest(reports.getDetailedTableNew, { body: query, signal });
}

export const detailedTableQuery = (query: TableQuery) =>
  queryOptions({
    queryKey: reportTableKeys.table(query),
    queryFn: ({ signal }) => getDetailedTable(query, signal),
    staleTime: 0,
  });

/** Stands in for the query until a class is chosen; never sent. */
const NO_TABLE: TableQuery = { class_id: 0, sort: 'name', order: 'asc', page: 1, per_page: 1 };

/**
 * Until a class is chosen (`query` null) nothing is asked. Another page, order or filter of the
 * same class keeps the table on screen while it comes; another class does not.
 */
export function useDetailedTable(query: TableQuery | null) {
  return useQuery({
    ...detailedTableQuery(query ?? NO_TABLE),
    enabled: query !== null,
    placeholderData: (previous) =>
      previous && previous.class_id === query?.class_id ? previous : undefined,
  });
}
