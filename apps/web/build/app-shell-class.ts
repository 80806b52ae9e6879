import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** The AppShell sections that read the class from the scroll lock. */
const SECTIONS = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/].*\.mjs$/;
const IMPORT = 'import { RemoveScroll } from "react-remove-scroll";\n';
const CLASS_READ = 'RemoveScroll.classNames.zeroRight';
/** react-remove-scroll-bar's `zeroRightClassName`, which `RemoveScroll.classNames.zeroRight` is. */
const ZERO_RIGHT_CLASS = 'right-scroll-bar-position';

/**
 * Mantine's AppShell header, footer and aside read one class name from the modals' scroll lock
 * (`RemoveScroll`): the class a modal's scroll lock pads, so the fixed header does not move when
 * the page's scroll bar goes. Every signed-in page's shell carried the whole scroll lock
 * (react-remove-scroll and its helpers, about 3 KB compressed) for that string, though the
 * modals load on demand; the build writes the string in its place, and fails if a section reads
 * more of the scroll lock than that.
 */
export function appShellWithoutScrollLock(): Plugin {
  return {
    name: 'kitlab:app-shell-without-scroll-lock',
    apply: 'build',
    async transform(code, id) {
      if (!SECTIONS.test(id) || !code.includes('RemoveScroll')) return null;
      const constants = await this.resolve('react-remove-scroll-bar/constants', id);
      const named = constants && (await readFile(constants.id, 'utf8'));
      if (!named?.includes(`zeroRightClassName = '${ZERO_RIGHT_CLASS}'`)) {
        this.error(`react-remove-scroll-bar's zeroRightClassName is no longer ${ZERO_RIGHT_CLASS}`);
      }
      const replaced = code
        .replace(IMPORT, '')
        .replaceAll(CLASS_READ, JSON.stringify(ZERO_RIGHT_CLASS));
      if (replaced.includes('RemoveScroll')) {
        this.error(`Mantine's ${id} uses RemoveScroll for more than the zeroRight class name`);
      }
      return { code: replaced, map: null };
    },
  };
}
