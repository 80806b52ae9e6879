import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { UrlFilters } from './url-filters';

/**
 * A page's filters (or place) kept in its address, so a reload, Back or a shared link shows the
 * same thing. Changes replace the history entry rather than adding one per keystroke or page.
 */
export function useUrlFilters<F extends { page: number }>(codec: UrlFilters<F>) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => codec.read(params), [codec, params]);
  const change = useCallback(
    (next: Partial<F>) =>
      setParams((current) => codec.write(codec.change(codec.read(current), next)), {
        replace: true,
      }),
    [codec, setParams],
  );
  return { filters, change, isFiltered: codec.isFiltered(filters) };
}
