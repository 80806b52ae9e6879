import { type CallResponse, kits } from '@kitlab/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { classParam, type KitReader } from '../utils/kit-reader';
import type { TopicListBody } from '../utils/topic-filters';
import { kitKeys } from './keys';

export type TopicListPage = CallResponse<typeof kits.listTopics>;
export type TopicListItem = TopicListPage['results'][number];

export const TOPICS_PER_PAGE = 20;

/** Topics of the kits the reader may open, in kit and topic order. */
export function getTopicList(
  reader: KitReader,
  body: TopicListBody,
  signal?: AbortSignal,
): Promise<TopicListPage> {
  return apiRequest(kits.listTopics, { body: { ...body, ...classParam(reader) }, signal });
}

export const topicListQuery = (reader: KitReader, body: TopicListBody) =>
  queryOptions({
    queryKey: kitKeys.topicList(reader, body),
    queryFn: ({ signal }) => getTopicList(reader, body, signal),
    placeholderData: keepPreviousData,
  });

export function useTopicList(reader: KitReader, body: TopicListBody) {
  return useQuery(topicListQuery(reader, body));
}
