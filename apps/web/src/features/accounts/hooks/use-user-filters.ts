import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeUserFilters,
  readUserFilters,
  type UserFilters,
  writeUserFilters,
} from '../utils/user-filters';

/** The Users page's filters, kept in the address so Back and a shared link restore them. */
export function useUserFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readUserFilters(params), [params]);
  const change = useCallback(
    (next: Partial<UserFilters>) =>
      setParams((current) => writeUserFilters(changeUserFilters(readUserFilters(current), next)), {
        replace: true,
      }),
    [setParams],
  );
  return { filters, change };
}
