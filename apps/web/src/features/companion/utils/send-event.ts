import type { UserType } from '@kitlab/contract';
import { type BrowserEvent, recordBrowserEvent } from '../api/record-browser-event';
import { type BrowserEventKind, platformMode, skipsEvent } from './event-skips';

export type EventTarget = Pick<BrowserEvent, 'kit_id' | 'topic_id' | 'lesson_id'>;

export interface Sender {
  userType: UserType | null | undefined;
  /** The window's width now; decides the platform mode. */
  windowWidth?: number;
  send?: (event: BrowserEvent) => Promise<unknown>;
}

/**
 * Sends one browser learning event unless the user type or platform mode skips it. A failed
 * event is ignored (spec section 8): nothing is thrown, shown or retried, and nobody waits on
 * it. Answers whether the server took it.
 */
export async function sendLearningEvent(
  kind: BrowserEventKind,
  target: EventTarget,
  { userType, windowWidth = window.innerWidth, send = recordBrowserEvent }: Sender,
): Promise<boolean> {
  const platform = platformMode(windowWidth);
  if (skipsEvent(kind, userType, platform)) return false;
  try {
    await send({ kind, ...target, platform });
    return true;
  } catch {
    return false;
  }
}
