import { usePushStart } from '../hooks/use-push-start';

/** Mounted once in the signed-in shell: foreground pushes and the 7-day refresh. */
export function PushStarter() {
  usePushStart();
  return null;
}
