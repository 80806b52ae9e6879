import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type TableFilters, tableFilters } from '../utils/table-filters';

/**
 * The table's view, kept in the address: a reload, Back or a shared link shows the same table.
 * A change replaces the history entry, so Back leaves the table rather than undoing each filter.
 */
export function useTableFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => tableFilters.read(params), [params]);
  const change = useCallback(
    (next: Partial<TableFilters>) =>
      setParams(
        (current) => tableFilters.write(tableFilters.change(tableFilters.read(current), next)),
        {
          replace: true,
        },
      ),
    [setParams],
  );
  return { filters, change };
}
