import { type CallBody, notifications } from '@kitlab/contract';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';

export type AnnouncementInput = CallBody<typeof notifications.createAnnouncement>;

/** A teacher's announcement to one of their classes; each student is notified. */
export function createAnnouncement(body: AnnouncementInput) {
  return apiRequest(notifications.createAnnouncement, { body });
}

export function useCreateAnnouncement() {
  return useSingleMutation({ mutationFn: createAnnouncement });
}
