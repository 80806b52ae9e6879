import { useOrganisationFeatures } from '../../organisations';
import { supportsPush } from '../utils/push-browser';

/** The organisation feature that switches push on (spec section 6; off when absent). */
export const PUSH_FEATURE = 'Push Notifications';

/** Push is offered when the school has the feature on and this browser can take it. */
export function usePushOffered(): { featureOn: boolean | undefined; offered: boolean } {
  const features = useOrganisationFeatures();
  // Undefined while the map loads; a map that cannot be read offers nothing.
  const featureOn = features.data
    ? features.data[PUSH_FEATURE] === true
    : features.isError
      ? false
      : undefined;
  return { featureOn, offered: featureOn === true && supportsPush() };
}
