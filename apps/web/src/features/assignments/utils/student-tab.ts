import { assignments } from '@kitlab/contract';

/** tabValue of spec section 3: 1 Assigned (the default), 2 Completed. */
export type StudentTab = (typeof assignments.STUDENT_TABS)[keyof typeof assignments.STUDENT_TABS];

/** The address keeps the tab as `?tab=assigned` or `?tab=completed`, so a reload stays put. */
export const TAB_PARAM = 'tab';

const NAMES: Record<StudentTab, keyof typeof assignments.STUDENT_TABS> = {
  1: 'assigned',
  2: 'completed',
};

export const DEFAULT_TAB: StudentTab = assignments.STUDENT_TABS.assigned;

export function tabName(tab: StudentTab): string {
  return NAMES[tab];
}

/** Reads the tab from the address: its name or its number; anything else is the default. */
export function tabFromSearch(search: URLSearchParams): StudentTab {
  const raw = search.get(TAB_PARAM)?.trim().toLowerCase();
  if (raw === 'completed' || raw === String(assignments.STUDENT_TABS.completed)) {
    return assignments.STUDENT_TABS.completed;
  }
  return DEFAULT_TAB;
}

/** The address's query with this tab; the default tab leaves no parameter. */
export function searchWithTab(search: URLSearchParams, tab: StudentTab): URLSearchParams {
  const next = new URLSearchParams(search);
  if (tab === DEFAULT_TAB) next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, NAMES[tab]);
  return next;
}
