import { deactivateDevice } from '../api/deactivate-device';
import { currentSubscription } from './push-browser';
import { readRegisteredDevice } from './registered-device';

/**
 * Before sign-out clears the registered-device record: this browser's device stops receiving the
 * user's pushes (a shared school computer must not show them to the next person) and the browser
 * drops its subscription. Turning notifications on again after signing in registers it anew.
 */
export async function stopPushOnSignOut(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<void> {
  const device = readRegisteredDevice();
  if (!device) return;
  await deactivateDevice(device.id).catch(() => undefined);
  const subscription = await currentSubscription(container);
  await subscription?.unsubscribe();
}
