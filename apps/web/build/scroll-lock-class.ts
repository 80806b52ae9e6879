import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

interface ScrollLockClassRead {
  /** The plugin's name. */
  name: string;
  /** Mantine's modules that read the class. */
  modules: RegExp;
  /** The import of `RemoveScroll`, removed. */
  imported: RegExp;
  /** The read, e.g. `RemoveScroll.classNames.fullWidth` (global). */
  classRead: RegExp;
  /** The class name it reads, and the name react-remove-scroll-bar's constants give it. */
  className: string;
  constant: 'fullWidthClassName' | 'zeroRightClassName';
}

/**
 * Mantine reads a class name or two from the modals' scroll lock (`RemoveScroll`) in modules that
 * have no modal, so whatever loads them carried the whole scroll lock (react-remove-scroll and its
 * helpers, 3 to 5 KB compressed) for a string. The build writes the string in its place, and
 * fails if a module stops reading it this way or reads more of the scroll lock, so the two stay
 * in step.
 */
export function withoutScrollLock(read: ScrollLockClassRead): Plugin {
  return {
    name: read.name,
    apply: 'build',
    async transform(code, id) {
      if (!read.modules.test(id) || !code.includes('RemoveScroll')) return null;
      const constants = await this.resolve('react-remove-scroll-bar/constants', id);
      const named = constants && (await readFile(constants.id, 'utf8'));
      if (!named?.includes(`${read.constant} = '${read.className}'`)) {
        this.error(`react-remove-scroll-bar's ${read.constant} is no longer ${read.className}`);
      }
      read.classRead.lastIndex = 0;
      if (!read.imported.test(code) || !read.classRead.test(code)) {
        this.error(`Mantine's ${id} no longer reads ${read.classRead.source} as expected`);
      }
      const replaced = code
        .replace(read.imported, '')
        .replace(read.classRead, JSON.stringify(read.className));
      if (/\bRemoveScroll\b/.test(replaced)) {
        this.error(`Mantine's ${id} uses RemoveScroll for more than a class name`);
      }
      return { code: replaced, map: null };
    },
  };
}
