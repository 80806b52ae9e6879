import { useDeferredValue } from 'react';

/**
 * `value` as of the last render React finished in the background. A query's answer re-renders
 * its readers synchronously, in one task however large the page drawn from it (React draws a
 * store's change at once); a component that draws a large part of the page from the value it
 * gets here is drawn in a background render that React pauses every few milliseconds, so the
 * page stays responsive while it is drawn. Until that render finishes, the value before is
 * returned; a component mounted with its value draws it at once.
 */
export function useDrawnInSlices<T>(value: T): T {
  return useDeferredValue(value);
}
