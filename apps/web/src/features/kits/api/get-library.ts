import { type CallResponse, kits } from '@kitlab/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { classParam, type KitReader } from '../utils/kit-reader';
import type { LibraryBody } from '../utils/library-filters';
import { kitKeys } from './keys';

export type LibraryPage = CallResponse<typeof kits.listTeacherLibrary>;
export type LibraryChoices = LibraryPage['filters'];

/** Four rows of three cards on a wide screen. */
export const LIBRARY_PER_PAGE = 12;

/** My Library: teachers' kits of their grades and subjects, students' kits of their class. */
export function getLibrary(
  reader: KitReader,
  body: LibraryBody,
  signal?: AbortSignal,
): Promise<LibraryPage> {
  return reader.userType === 'S'
    ? apiRequest(kits.listStudentLibrary, { body: { ...body, ...classParam(reader) }, signal })
    : apiRequest(kits.listTeacherLibrary, { body, signal });
}

export const libraryQuery = (reader: KitReader, body: LibraryBody) =>
  queryOptions({
    queryKey: kitKeys.kitList(reader, body),
    queryFn: ({ signal }) => getLibrary(reader, body, signal),
    placeholderData: keepPreviousData,
    // Statuses change when work is assigned elsewhere (the dashboard, another teacher).
    staleTime: 0,
  });

export function useLibrary(reader: KitReader, body: LibraryBody) {
  return useQuery(libraryQuery(reader, body));
}
