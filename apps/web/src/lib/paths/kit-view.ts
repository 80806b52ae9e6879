import { choiceParam, pageParam, slugParam, urlFilters } from '../url-filters';

export type KitTab = 'lessons' | 'topics' | 'materials';

/** Where the reader is on a kit's page: the tab, the lesson and its page, the current topic. */
export interface KitView {
  tab: KitTab | null;
  lesson: string | null;
  page: number;
  topic: string | null;
}

/**
 * `/my-library/<kit token>?tab=lessons&lesson=sensors&page=2` or `?tab=topics&topic=signals`.
 * Choosing another lesson starts at its first page; switching tabs keeps the place.
 */
export const kitView = urlFilters<KitView>({
  tab: {
    key: 'tab',
    codec: choiceParam<KitTab>({ lessons: 'lessons', topics: 'topics', materials: 'materials' }),
    resetsPage: false,
  },
  lesson: { key: 'lesson', codec: slugParam },
  page: { key: 'page', codec: pageParam },
  topic: { key: 'topic', codec: slugParam, resetsPage: false },
});

/** The tab shown when the address names none: the lessons, or the topics when a topic is named. */
export function shownTab(view: KitView): KitTab {
  return view.tab ?? (view.topic ? 'topics' : 'lessons');
}
