import { useCallback } from 'react';
import { useUrlFilters } from '../../../lib/use-url-filters';
import {
  chooseFilter,
  onlyFilters,
  type ReportFilterName,
  reportFilters,
} from '../utils/report-filters';

/**
 * The report's filters, kept in the address so a view reloads and can be shared: `choose` sets
 * one and clears those after it (the cascade), `show` sets exactly a search hit's filters.
 */
export function useReportFilters() {
  const { filters, change, isFiltered } = useUrlFilters(reportFilters);
  const choose = useCallback(
    (name: ReportFilterName, value: string | null) => change(chooseFilter(name, value)),
    [change],
  );
  const show = useCallback(
    (hitFilters: Parameters<typeof onlyFilters>[0]) => change(onlyFilters(hitFilters)),
    [change],
  );
  return { filters, choose, show, isFiltered };
}
