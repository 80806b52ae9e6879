import { z } from 'zod/mini';
import { choiceParam, type ParamCodec, pageParam, urlFilters } from '../../../lib/url-filters';

export type ChildrensDataTab = 'retention' | 'reads' | 'erasures';

/** The page's view as its address holds it: the tab, the staff reads' filters, the shown page. */
export interface ChildrensDataView {
  tab: ChildrensDataTab | null;
  /** The student's token, never their name: addresses end up in logs and browser history. */
  student: string | null;
  school: string | null;
  page: number;
}

const uuid = z.uuid();

/** A user's or organisation's token, in lower case; anything else is no filter. */
const tokenParam: ParamCodec<string | null> = {
  read: (raw) => (uuid.safeParse(raw).success ? (raw as string).toLowerCase() : null),
  write: (value) => value,
};

/** `?tab=reads&student=<token>&school=<token>&page=2`; a bare address shows retention. */
export const childrensDataView = urlFilters<ChildrensDataView>({
  tab: {
    key: 'tab',
    codec: choiceParam({ retention: 'retention', reads: 'reads', erasures: 'erasures' }),
  },
  student: { key: 'student', codec: tokenParam },
  school: { key: 'school', codec: tokenParam },
  page: { key: 'page', codec: pageParam },
});

/** The tab a view shows. */
export const shownTab = (view: ChildrensDataView): ChildrensDataTab => view.tab ?? 'retention';

/** The list call's filters of a view's staff reads. */
export function staffReadsFilters(view: ChildrensDataView) {
  return {
    ...(view.student ? { student_token: view.student } : {}),
    ...(view.school ? { school_token: view.school } : {}),
  };
}
