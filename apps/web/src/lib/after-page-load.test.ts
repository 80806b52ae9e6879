import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from './after-page-load';

describe('afterPageLoad', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the page to load, then for the browser to be idle', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle: (() => void)[] = [];
    const waits: unknown[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: unknown) => {
      idle.push(callback);
      waits.push(options);
    });
    const task = vi.fn();
    afterPageLoad(task);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    expect(waits).toEqual([{ timeout: 3000 }]);
    idle[0]?.();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs on the next turn where the browser cannot say when it is idle', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    afterPageLoad(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledOnce();
  });
});
