import { currentSubscription } from './push-browser';
import { readRegisteredDevice } from './registered-device';

/**
 * A push subscription in a browser without a registered-device record was made for someone who
 * has since signed out (sign-out clears local storage). On a shared school computer their pushes
 * must not reach the next user, so it is dropped: the push service then answers 410 Gone and the
 * server turns that device off. Answers whether one was dropped.
 */
export async function dropLeftoverSubscription(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<boolean> {
  if (readRegisteredDevice()) return false;
  const subscription = await currentSubscription(container);
  if (!subscription) return false;
  return subscription.unsubscribe();
}
