import { describe, expect, it, vi } from 'vitest';
import { startOrientationReload } from './orientation';

function fakeWindow(initialPortrait: boolean) {
  let portrait = initialPortrait;
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return portrait;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const win = { matchMedia: () => query } as unknown as Window;
  const rotate = (toPortrait: boolean) => {
    portrait = toPortrait;
    for (const listener of listeners) listener();
  };
  return { win, rotate, listeners };
}

describe('orientation reload', () => {
  it('reloads once after the orientation differs from the first measurement', () => {
    const { win, rotate } = fakeWindow(true);
    const reload = vi.fn();
    startOrientationReload(win, reload);
    rotate(true);
    expect(reload).not.toHaveBeenCalled();
    rotate(false);
    rotate(true);
    rotate(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops listening when cleaned up', () => {
    const { win, listeners } = fakeWindow(false);
    const stop = startOrientationReload(win, vi.fn());
    expect(listeners.size).toBe(1);
    stop();
    expect(listeners.size).toBe(0);
  });
});
