import { defineCall, rosters } from '@kitlab/contract';
import { z } from 'zod/mini';
import { API_BASE } from '../../../lib/api-base';
import { apiRequest } from '../../../lib/api-client';
import { useDownloadFile, type WantedFile } from '../../../lib/use-download-file';

/**
 * The roster as a OneRoster 1.2 zip, as the app's client calls it. The server serves it beside
 * the contract's calls (it answers a file, not JSON); described here, it goes through the same
 * request handling as a call.
 */
const exportRoster = defineCall({
  method: 'GET',
  path: rosters.ROSTER_EXPORT_PATH.slice(API_BASE.length),
  roles: ['C'],
  summary: 'The roster the administrator manages, or one school of it, as a OneRoster 1.2 zip.',
  query: z.object({ school_token: z.optional(z.string()) }),
  response: z.instanceof(Uint8Array),
});

export interface RosterExport extends WantedFile<'zip'> {
  /** One school of a district; none for everything the administrator manages. */
  schoolToken?: string;
}

export function getRosterExport(
  { schoolToken }: Pick<RosterExport, 'schoolToken'>,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  return apiRequest(exportRoster, {
    query: schoolToken ? { school_token: schoolToken } : {},
    signal,
  });
}

/** Fetches the roster as a zip and hands it to the browser to save. */
export function useDownloadRosterExport() {
  return useDownloadFile<RosterExport>(getRosterExport);
}
