import type {
  CSSVariablesResolver,
  DrawerProps,
  MenuProps,
  ModalProps,
  NotificationProps,
} from '@mantine/core';
import { createTheme } from '@mantine/core';

/** Shade 8 keeps white text on primary buttons and badges above WCAG AA contrast. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  // Plain objects rather than `Modal.extend(...)`: the theme is on every page, and naming the
  // components here would bring their code to every page, sign-in included.
  components: {
    // Mantine's close buttons are icons without a name for screen readers.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<ModalProps>,
    },
    Drawer: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<DrawerProps>,
    },
    // The focus placeholder is a focusable child without a menu role, which axe reports as a
    // menu with a wrong child; the first item takes focus without it.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    Notification: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Dismiss notification' },
      } satisfies Partial<NotificationProps>,
      // The default grey message text is below AA contrast on white.
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    },
  },
});

/**
 * Mantine's default dimmed grey is too light on the grey page background, and its error red too
 * light for field messages on white (WCAG AA).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7] ?? '#495057',
    '--mantine-color-error': resolved.colors.red[9] ?? '#c92a2a',
  },
  dark: {},
});
