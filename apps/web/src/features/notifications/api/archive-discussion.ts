import { notifications } from '@kitlab/contract';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { notificationKeys } from './keys';

/** Puts a discussion in the user's archive (`archive: true`) or brings it back. */
export function changeArchive({ token, archive }: { token: string; archive: boolean }) {
  const call = archive ? notifications.archiveDiscussion : notifications.bringBackDiscussion;
  return apiRequest(call, { params: { discussion_token: token } });
}

/** Archiving reads the discussion too, so the counts and every tab's pages are refreshed. */
export function useChangeArchive() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: changeArchive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
