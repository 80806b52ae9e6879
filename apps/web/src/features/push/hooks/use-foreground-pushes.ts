import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { showForegroundPushes } from '../utils/foreground-push';
import { usePushOffered } from './use-push-offered';

/**
 * While signed in with push offered, a push arriving while this page is in front shows as a
 * browser notification. The worker hands such a push to the page at once, so the page listens
 * from its first render after the features' answer, not once more code has arrived.
 */
export function useForegroundPushes(): void {
  const { offered } = usePushOffered();
  const navigate = useNavigate();
  useEffect(() => {
    if (!offered) return;
    return showForegroundPushes((path) => void navigate(path));
  }, [offered, navigate]);
}
