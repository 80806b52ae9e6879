import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from './browser';
import { isMissingScript, reloadForNewRelease, wantsNewRelease } from './new-release';

vi.mock('./browser', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));

const NOON = Date.UTC(2028, 1, 29, 12);
const chrome = new TypeError(
  'Failed to fetch dynamically imported module: https://kitlab.test/assets/user-menu-Ab12.js',
);

describe('a script a release replaced', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.mocked(reloadPage).mockReset());

  it("knows the browsers' words for a script file that failed to load", () => {
    expect(isMissingScript(chrome)).toBe(true);
    expect(isMissingScript(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isMissingScript(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingScript(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isMissingScript(new TypeError('kits is undefined'))).toBe(false);
    expect(isMissingScript('Failed to fetch dynamically imported module')).toBe(false);
    expect(isMissingScript(undefined)).toBe(false);
  });

  it('reloads once, then not again within a minute', () => {
    expect(wantsNewRelease(chrome, NOON)).toBe(true);
    reloadForNewRelease(NOON);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(wantsNewRelease(chrome, NOON + 59_999)).toBe(false);
    expect(wantsNewRelease(chrome, NOON + 60_000)).toBe(true);
  });

  it('never reloads for other errors', () => {
    expect(wantsNewRelease(new TypeError('kits is undefined'), NOON)).toBe(false);
  });
});
