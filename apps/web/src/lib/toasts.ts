import { TOAST_DEFAULT_MS, TOAST_QUICK_MS } from '@kitlab/contract';
import type { ReactNode } from 'react';
import { deliverToast, withdrawToast } from './toast-delivery';
import { swipeToDismiss } from './toast-swipe';

export type ToastTone = 'info' | 'success' | 'danger';

export interface ToastOptions {
  /** A fixed id shows the toast once even when several callers raise it together. */
  id?: string;
  title?: string;
  /** Text, or a little content such as the message with an Undo button. */
  message: ReactNode;
  tone?: ToastTone;
  autoClose?: number | false;
}

const TONE_COLOR: Record<ToastTone, string> = { info: 'blue', success: 'teal', danger: 'red' };

let sequence = 0;

/**
 * Shows a toast (spec section 9): 2000 ms unless told, or 1000 ms in the short form that gives
 * only the message (`showToast('Copied')`); paused while hovered, dismissed by a click, a tap
 * or a swipe. Mantine lists a position's toasts by priority, so a rising priority puts the
 * newest on top.
 */
export function showToast(message: string, autoClose?: number | false): string;
export function showToast(options: ToastOptions): string;
export function showToast(options: ToastOptions | string, quickAutoClose?: number | false): string {
  const {
    id,
    title,
    message,
    tone = 'info',
    autoClose = TOAST_DEFAULT_MS,
  } = typeof options === 'string'
    ? { message: options, autoClose: quickAutoClose ?? TOAST_QUICK_MS }
    : options;
  sequence += 1;
  const toastId = id ?? `toast-${sequence}`;
  deliverToast({
    id: toastId,
    title,
    message,
    color: TONE_COLOR[tone],
    autoClose,
    priority: sequence,
    withBorder: true,
    'data-tone': tone,
    ...swipeToDismiss(toastId),
  });
  return toastId;
}

export function hideToast(id: string): void {
  withdrawToast(id);
}
