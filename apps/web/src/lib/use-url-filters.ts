import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { UrlFilters } from './url-filters';

/** An address this hook wrote, and the drawn address it was written over. */
interface Written {
  over: URLSearchParams;
  params: URLSearchParams;
}

/**
 * A page's filters (or place) kept in its address, so a reload, Back or a shared link shows the
 * same thing. Changes replace the history entry rather than adding one per keystroke or page.
 */
export function useUrlFilters<F extends { page: number }>(codec: UrlFilters<F>) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => codec.read(params), [codec, params]);
  // React Router hands a change the address of the last draw, so of two changes made before the
  // next one the second would undo the first: a change builds on what this hook last wrote while
  // the drawn address is still the one it wrote over.
  const written = useRef<Written | null>(null);
  const change = useCallback(
    (next: Partial<F>) => {
      const base = written.current?.over === params ? written.current.params : params;
      const changed = codec.write(codec.change(codec.read(base), next));
      written.current = { over: params, params: changed };
      setParams(changed, { replace: true });
    },
    [codec, params, setParams],
  );
  return { filters, change, isFiltered: codec.isFiltered(filters) };
}
