import { type CSSVariablesResolver, createTheme, Notification } from '@mantine/core';

/** Shade 8 keeps white text on primary buttons and badges above WCAG AA contrast. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  components: {
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } },
      // The default grey message text is below AA contrast on white.
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    }),
  },
});

/** Mantine's default dimmed grey is too light on the grey page background (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolved.colors.gray[7] ?? '#495057' },
  dark: {},
});
