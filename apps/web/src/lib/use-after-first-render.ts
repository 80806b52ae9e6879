import { useDeferredValue } from 'react';

/**
 * False in a component's first render and true in a second, low-priority render React makes
 * right after it. The shell draws its widgets (the rewards chip, the bell, the companion) in that
 * second render, so the first one, which paints the page, is shorter and the page's main thread
 * is free sooner. It waits on no timer, so it behaves the same under a stopped clock.
 */
export function useAfterFirstRender(): boolean {
  return useDeferredValue(true, false);
}
