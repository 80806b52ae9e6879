import type { Plugin } from 'vite';
import { withoutScrollLock } from './scroll-lock-class';

/**
 * Mantine's AppShell header, footer and aside read the scroll lock's zero-right class (the class a
 * modal's scroll lock pads, so the fixed header does not move when the scroll bar goes): every
 * signed-in page's shell, though the modals load on demand.
 */
export function appShellWithoutScrollLock(): Plugin {
  return withoutScrollLock({
    name: 'kitlab:app-shell-without-scroll-lock',
    modules: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/].*\.mjs$/,
    imported: /import \{ RemoveScroll \} from "react-remove-scroll";\n/,
    classRead: /RemoveScroll\.classNames\.zeroRight/g,
    className: 'right-scroll-bar-position',
    constant: 'zeroRightClassName',
  });
}
