import { DEFAULT_PUSH_TITLE } from '../lib/service-worker-protocol';

/** A push message as its sender wrote it (the contract's `push.pushPayload`), unchecked. */
export interface PushPayload {
  title?: unknown;
  body?: unknown;
  link?: unknown;
  notification_id?: unknown;
}

/** What a push shows, and the address inside this site that a click on it opens. */
export interface PushNotice {
  title: string;
  body: string;
  link: string;
  tag: string | undefined;
}

/** What a shared computer shows once its user signed out: that something came, not what. */
export const SIGNED_OUT_PAYLOAD: PushPayload = {
  title: 'Kitlab',
  body: 'You have a new notification. Sign in to read it.',
  link: '/',
};

/** The push payload, tolerant of a message that is not JSON (shown as the body). */
export function readPush(data: PushMessageData | null): PushPayload {
  if (!data) return {};
  try {
    const parsed: unknown = data.json();
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return { body: data.text() };
  }
}

/** A link inside this site only; anything else opens the home page. */
export function sameSiteLink(link: unknown, origin: string): string {
  try {
    const url = new URL(typeof link === 'string' && link ? link : '/', origin);
    return url.origin === origin ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

export function noticeOf(payload: PushPayload, origin: string): PushNotice {
  const title =
    typeof payload.title === 'string' && payload.title ? payload.title : DEFAULT_PUSH_TITLE;
  const body = typeof payload.body === 'string' ? payload.body : '';
  const id = payload.notification_id;
  const tag = id === undefined ? undefined : `kitlab-notification-${id}`;
  return { title, body, link: sameSiteLink(payload.link, origin), tag };
}
