import { DEFAULT_PUSH_TITLE, PUSH_MESSAGE } from '../../../lib/service-worker-protocol';

export interface ForegroundPush {
  title: string;
  body: string;
  /** An address inside this site, absolute as the worker resolved it. */
  link: string;
  tag?: string;
}

function readForegroundPush(data: unknown): ForegroundPush | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  if (message.type !== PUSH_MESSAGE) return null;
  return {
    title: typeof message.title === 'string' && message.title ? message.title : DEFAULT_PUSH_TITLE,
    body: typeof message.body === 'string' ? message.body : '',
    link: typeof message.link === 'string' ? message.link : '/',
    tag: typeof message.tag === 'string' ? message.tag : undefined,
  };
}

/** The path, query and fragment of a same-site link, for the app's router; else the home page. */
export function inAppPath(link: string, origin: string = window.location.origin): string {
  try {
    const url = new URL(link, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/**
 * Spec section 7: a push that arrives while a Kitlab window is focused (a foreground message)
 * is shown as a browser notification with its title (default "No Title") and body; a click
 * brings the window forward and opens the link in the app. Answers a function that stops.
 */
export function showForegroundPushes(
  openLink: (path: string) => void,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): () => void {
  if (!container || typeof Notification === 'undefined') return () => {};
  const onMessage = (event: MessageEvent) => {
    const push = readForegroundPush(event.data);
    if (!push || Notification.permission !== 'granted') return;
    const notification = new Notification(push.title, { body: push.body, tag: push.tag });
    notification.onclick = () => {
      window.focus();
      notification.close();
      openLink(inAppPath(push.link));
    };
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}
