import { gradeParam, idListParam, idParam, pageParam, urlFilters } from '../../../lib/url-filters';
import { type ListBody, type ListFilters, toListBody } from './list-body';
import { searchParam } from './search-param';

/** The topic list's filters: grade, subjects, one kit and a search key. */
export interface TopicFilters extends ListFilters {
  kitId: number | null;
}

export type TopicListBody = ListBody & { kit_id?: number };

/** `?q=…&grade=7&subjects=2&kit=5&page=2` */
export const topicFilters = urlFilters<TopicFilters>({
  search: { key: 'q', codec: searchParam },
  grade: { key: 'grade', codec: gradeParam },
  subjects: { key: 'subjects', codec: idListParam },
  kitId: { key: 'kit', codec: idParam },
  page: { key: 'page', codec: pageParam },
});

/** The topic list call's filters and paging, leaving out the filters that are not set. */
export function toTopicListBody(filters: TopicFilters, perPage: number): TopicListBody {
  return {
    ...toListBody(filters, perPage),
    ...(filters.kitId !== null ? { kit_id: filters.kitId } : {}),
  };
}
