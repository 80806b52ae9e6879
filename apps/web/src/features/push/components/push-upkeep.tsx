import { usePushStart } from '../hooks/use-push-start';

/** The registered device's upkeep, loaded by `PushStarter` once the shell has drawn the page. */
export function PushUpkeep() {
  usePushStart();
  return null;
}
