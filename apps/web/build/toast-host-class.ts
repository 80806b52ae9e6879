import type { Plugin } from 'vite';

const NOTIFICATIONS = /[\\/]@mantine[\\/]notifications[\\/]esm[\\/]Notifications\.mjs$/;
const CLASS_READ = /RemoveScroll\.classNames\.fullWidth/g;
const IMPORTED = /(import \{[^}]*?)\bRemoveScroll, ([^}]*\} from "@mantine\/core";)/;
/** react-remove-scroll-bar's `fullWidthClassName`, which `RemoveScroll.classNames.fullWidth` is. */
const FULL_WIDTH_CLASS = 'width-before-scroll-bar';

/**
 * Mantine's toast host reads one class name from the scroll lock of modals (`RemoveScroll`), so
 * the first script of every page carried the whole scroll lock (react-remove-scroll, about 5 KB
 * compressed) for a string. The build writes the string in its place. It fails if the host stops
 * reading it this way, so the two stay in step.
 */
export function toastHostWithoutScrollLock(): Plugin {
  return {
    name: 'kitlab:toast-host-without-scroll-lock',
    apply: 'build',
    transform(code, id) {
      if (!NOTIFICATIONS.test(id)) return null;
      if (!IMPORTED.test(code) || !CLASS_READ.test(code)) {
        this.error("Mantine's Notifications no longer reads RemoveScroll.classNames.fullWidth");
      }
      const replaced = code
        .replace(IMPORTED, '$1$2')
        .replace(CLASS_READ, JSON.stringify(FULL_WIDTH_CLASS));
      if (/\bRemoveScroll\b/.test(replaced)) {
        this.error("Mantine's Notifications uses RemoveScroll for more than a class name");
      }
      return { code: replaced, map: null };
    },
  };
}
