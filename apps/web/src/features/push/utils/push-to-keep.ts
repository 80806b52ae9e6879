import { currentSubscription } from './push-browser';
import { holdsRegisteredDeviceRecord } from './registered-device-record';

/**
 * Whether this browser has push to look after: the signed-in user's registered device, or a
 * subscription someone who signed out left behind. Without either the upkeep has nothing to do
 * (every one of its steps starts from one of them), so a browser that never turned push on does
 * not fetch its code.
 */
export async function hasPushToKeep(container: ServiceWorkerContainer): Promise<boolean> {
  if (holdsRegisteredDeviceRecord()) return true;
  return (await currentSubscription(container)) !== null;
}
