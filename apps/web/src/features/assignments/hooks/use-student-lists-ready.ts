import { useSearchParams } from 'react-router';
import { useDueCounts } from '../api/get-due-counts';
import { useStudentAssignments } from '../api/get-student-assignments';
import { monthOf, todayLocal } from '../utils/dates';
import { tabFromSearch } from '../utils/student-tab';

/**
 * Starts both of the student dashboard's reads at once (the assignment list as the address asks
 * for it, and this month's due counts, as the cards will ask) and answers whether the list has
 * answered. The dashboard shows its cards once it has: the list arriving under a card already on
 * screen pushed the calendar below it down the page. The dashboard page starts them too, with
 * `start` false until it knows the user is a student, so they do not wait for the profile.
 */
export function useStudentListsReady(start = true): boolean {
  const [search] = useSearchParams();
  const list = useStudentAssignments(tabFromSearch(search), 1, start);
  useDueCounts(monthOf(todayLocal()), start);
  return !list.isPending;
}
