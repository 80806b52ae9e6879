import { usePushStart } from '../hooks/use-push-start';

export { stopPushOnSignOut } from '../utils/stop-push-on-sign-out';

/** The registered device's upkeep, loaded by `PushStarter` once the shell has drawn the page. */
export function PushUpkeep() {
  usePushStart();
  return null;
}
