import { createTheme } from '@mantine/core';

/** Shade 8 keeps white text on primary buttons and badges above WCAG AA contrast. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});
