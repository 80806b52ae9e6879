import { TOAST_ANIMATION_MS, TOAST_MOBILE_BREAKPOINT_PX, TOAST_WIDTH_PX } from '@kitlab/contract';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/** The most toasts on screen at once; later ones wait their turn. */
const MAX_VISIBLE_TOASTS = 5;

/**
 * Where toasts appear (spec section 9): top right, 325 px wide, sliding in and out in 600 ms;
 * on screens up to 768 px wide they span the width. Swiping is handled per toast (toast-swipe).
 * The list is drawn in place (fixed on screen all the same) rather than through a portal, which
 * draws it one render later: the toasts that waited for this code (toast-host-on-demand) are
 * shown once it has mounted, and must find the list there to slide in.
 */
export function ToastHost() {
  const mobile = useMediaQuery(`(max-width: ${TOAST_MOBILE_BREAKPOINT_PX}px)`);
  return (
    <Notifications
      position="top-right"
      withinPortal={false}
      containerWidth={mobile ? '100%' : TOAST_WIDTH_PX}
      transitionDuration={TOAST_ANIMATION_MS}
      allowDragDismiss={false}
      allowScrollDismiss={false}
      pauseResetOnHover="notification"
      limit={MAX_VISIBLE_TOASTS}
      data-mobile={mobile || undefined}
    />
  );
}
