import { type CallResponse, kits } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportTableKeys } from './keys';

type TaughtClass = CallResponse<typeof kits.listTeacherClasses>['results'][number];
export type ReportClass = Pick<TaughtClass, 'class_id' | 'class_name'>;

/**
 * The classes the teacher teaches, once each: the call lists a class once per subject taught in
 * it, and a report covers all of the teacher's subjects in the class.
 */
export async function getReportClasses(signal?: AbortSignal): Promise<ReportClass[]> {
  const { results } = await apiRequest(kits.listTeacherClasses, { signal });
  const byId = new Map(
    results.map((c) => [c.class_id, { class_id: c.class_id, class_name: c.class_name }]),
  );
  return [...byId.values()];
}

export const reportClassesQuery = () =>
  queryOptions({
    queryKey: reportTableKeys.classes(),
    queryFn: ({ signal }) => getReportClasses(signal),
    staleTime: 5 * 60_000,
  });

export function useReportClasses() {
  return useQuery(reportClassesQuery());
}
