import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../lib/toasts';
import { useSingleMutation } from '../../../lib/use-single-mutation';
import { pushKeys } from '../api/keys';
import { turnOnPush } from '../utils/turn-on-push';

export const TURNED_ON_MESSAGE = 'Notifications are on for this device.';
export const TURN_ON_FAILED_MESSAGE = 'We could not turn on notifications. Please try again later.';

/**
 * "Turn on notifications": runs from the click, so the browser may ask for permission. A
 * permission not granted shows nothing (spec section 8: a console message only).
 */
export function useTurnOnPush() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: () => turnOnPush(),
    onSuccess: async (result) => {
      if (result.outcome === 'subscribed') {
        showToast({ message: TURNED_ON_MESSAGE, tone: 'success' });
      } else if (result.outcome === 'failed') {
        showToast({ message: TURN_ON_FAILED_MESSAGE, tone: 'danger' });
      }
      await queryClient.invalidateQueries({ queryKey: pushKeys.all });
    },
  });
}
