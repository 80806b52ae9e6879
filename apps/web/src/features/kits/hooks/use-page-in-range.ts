import { useEffect } from 'react';
import { pageToShow } from '../utils/paging';

/**
 * Moves to the last page when the address asks for one past the end (an old link, or a list
 * that shrank since), instead of showing an empty page of a list that has items. Only a settled
 * answer counts: while another page loads, the previous one's count is still on screen.
 */
export function usePageInRange(
  page: number,
  list: { data?: { count: number }; isPlaceholderData: boolean },
  perPage: number,
  onPage: (page: number) => void,
): void {
  const count = list.isPlaceholderData ? undefined : list.data?.count;
  useEffect(() => {
    if (count === undefined) return;
    const fixed = pageToShow(page, count, perPage);
    if (fixed !== null) onPage(fixed);
  }, [page, count, perPage, onPage]);
}
