import type { Plugin } from 'vite';
import { withoutScrollLock } from './scroll-lock-class';

/** Mantine's toast host reads the scroll lock's full-width class: fetched with a page's first toast. */
export function toastHostWithoutScrollLock(): Plugin {
  return withoutScrollLock({
    name: 'kitlab:toast-host-without-scroll-lock',
    modules: /[\\/]@mantine[\\/]notifications[\\/]esm[\\/]Notifications\.mjs$/,
    imported: /\bRemoveScroll, (?=[^}]*\} from "@mantine\/core";)/,
    classRead: /RemoveScroll\.classNames\.fullWidth/g,
    className: 'width-before-scroll-bar',
    constant: 'fullWidthClassName',
  });
}
