import { type CallResponse, organisations } from '@kitlab/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { organisationKeys } from './keys';

export type SchoolHolidays = CallResponse<typeof organisations.listSchoolHolidays>;
export type HolidayBreak = SchoolHolidays['breaks'][number];

/** A managed school's breaks, sorted, with its name and time zone. */
export function getSchoolHolidays(schoolToken: string, signal?: AbortSignal) {
  return apiRequest(organisations.listSchoolHolidays, {
    params: { school_token: schoolToken },
    signal,
  });
}

export const schoolHolidaysQuery = (schoolToken: string) =>
  queryOptions({
    queryKey: organisationKeys.holidays(schoolToken),
    queryFn: ({ signal }) => getSchoolHolidays(schoolToken, signal),
  });

export function useSchoolHolidays(schoolToken: string) {
  return useQuery(schoolHolidaysQuery(schoolToken));
}
