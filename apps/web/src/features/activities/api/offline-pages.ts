import { activities, type CallResponse } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';

export type OfflinePages = CallResponse<typeof activities.addWorksheetPage>;
export type OfflinePage = OfflinePages['offline_pages'][number];

/** Adds an uploaded photo (or PDF) of a paper page to the draft; answers every page so far. */
export function addOfflinePage(activityId: number, key: string): Promise<OfflinePages> {
  return apiRequest(activities.addWorksheetPage, { body: { activity_id: activityId, key } });
}

/** Removes a page from the draft; the pages after it move up. */
export function deleteOfflinePage(offlineWorksheetId: number): Promise<OfflinePages> {
  return apiRequest(activities.removeWorksheetPage, {
    body: { offline_worksheet_id: offlineWorksheetId },
  });
}
