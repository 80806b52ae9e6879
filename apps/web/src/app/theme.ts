import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/** Shade 8 keeps white text on primary buttons and badges above WCAG AA contrast. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});

/** Mantine's default dimmed grey is too light on the grey page background (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolved.colors.gray[7] ?? '#495057' },
  dark: {},
});
