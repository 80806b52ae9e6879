import { type CallResponse, kits } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { classParam, type KitReader } from '../utils/kit-reader';
import { kitKeys } from './keys';

/**
 * One kit with its topics, lessons and activities. Typed as the student's answer, which the
 * teacher's extends with answer keys: the kit page never shows those.
 */
export type KitContent = CallResponse<typeof kits.getStudentKitTopic>;
export type KitCard = KitContent['kit'][number];
export type KitActivity = KitContent['activities'][number];
export type KitLesson = KitContent['lessons'][number];
export type KitTopic = KitContent['topics'][number];

/** An activity as its kit page shows it: with its kit, to whoever reads it. */
export interface ActivityInKit {
  activity: KitActivity;
  kit: KitCard;
  reader: KitReader;
}

export function getKitContent(
  reader: KitReader,
  kitToken: string,
  signal?: AbortSignal,
): Promise<KitContent> {
  return reader.userType === 'S'
    ? apiRequest(kits.getStudentKitTopic, {
        query: { kit_token: kitToken, ...classParam(reader) },
        signal,
      })
    : apiRequest(kits.getTeacherKitTopic, { query: { kit_token: kitToken }, signal });
}

export const kitContentQuery = (reader: KitReader, kitToken: string) =>
  queryOptions({
    queryKey: kitKeys.content(reader, kitToken),
    queryFn: ({ signal }) => getKitContent(reader, kitToken, signal),
    // The kit's status changes when work is assigned or closed elsewhere (the dashboard), as
    // the library's does; while the page is open, useStatusRefresh follows assignments.
    staleTime: 0,
  });

export function useKitContent(reader: KitReader, kitToken: string) {
  return useQuery(kitContentQuery(reader, kitToken));
}
