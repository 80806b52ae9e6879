import { TOAST_SWIPE_EXIT_MS } from '@kitlab/contract';
import { notifications, notificationsStore } from '@mantine/notifications';
import type { PointerEvent } from 'react';

/** How far a finger or pointer must travel sideways before a toast counts as swiped away. */
export const SWIPE_DISTANCE_PX = 50;

const EXIT_TRANSITION = `${TOAST_SWIPE_EXIT_MS}ms`;

/** Slides the toast out the way it was swiped, then takes it away once it is out of sight. */
function swipeOut(id: string, direction: 1 | -1): void {
  const shown = notificationsStore.getState().notifications.find((toast) => toast.id === id);
  if (!shown) return;
  notifications.update({
    ...shown,
    autoClose: false,
    style: {
      transform: `translateX(${direction * 120}%)`,
      opacity: 0,
      transitionDuration: `${EXIT_TRANSITION}, ${EXIT_TRANSITION}, ${EXIT_TRANSITION}`,
    },
  });
  setTimeout(() => notifications.hide(id), TOAST_SWIPE_EXIT_MS);
}

/**
 * Handlers that dismiss a toast by a click or a tap at once, and by a sideways swipe in
 * 400 ms (spec section 9). Mantine's own drag uses its 600 ms animation time for both, so it is
 * turned off on the toast host and this takes its place.
 */
export function swipeToDismiss(id: string) {
  let startX: number | null = null;
  let swiped = false;
  return {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      startX = event.clientX;
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (startX === null) return;
      const distance = event.clientX - startX;
      startX = null;
      if (Math.abs(distance) < SWIPE_DISTANCE_PX) return;
      swiped = true;
      swipeOut(id, distance > 0 ? 1 : -1);
    },
    // The click that ends a swipe must not cut its slide short.
    onClick: () => {
      if (!swiped) notifications.hide(id);
    },
  };
}
