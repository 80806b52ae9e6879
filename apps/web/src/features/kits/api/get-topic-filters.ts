import { type CallResponse, kits } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { classParam, type KitReader } from '../utils/kit-reader';
import { kitKeys } from './keys';

export type TopicChoices = CallResponse<typeof kits.getTopicFilters>;

/** The grades, subjects and kits the topic list can be narrowed to. */
export function getTopicFilters(reader: KitReader, signal?: AbortSignal): Promise<TopicChoices> {
  return apiRequest(kits.getTopicFilters, { body: classParam(reader), signal });
}

export const topicFiltersQuery = (reader: KitReader) =>
  queryOptions({
    queryKey: kitKeys.topicFilters(reader),
    queryFn: ({ signal }) => getTopicFilters(reader, signal),
  });

export function useTopicFilters(reader: KitReader) {
  return useQuery(topicFiltersQuery(reader));
}
