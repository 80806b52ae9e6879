import { type ComponentType, createElement, lazy, useState } from 'react';

/** A component's code fetched on demand: `load` it ahead, draw it with `DrawnOnDemand`. */
export interface OnDemand<Props> {
  /** Fetches the code, once however many ask; a route calls it to have the code in on time. */
  load: () => Promise<ComponentType<Props>>;
  /** The component once its code has arrived. */
  arrived?: ComponentType<Props>;
  /** The component through `React.lazy`, for a render before the code has arrived. */
  Lazy: ComponentType<Props>;
}

/**
 * A component whose code is fetched on demand, like `React.lazy`, but drawn straight away once the
 * code is in. `React.lazy` suspends on its first render even then, and React holds back what a
 * Suspense boundary reveals until 300 ms after it last showed a fallback: a page whose code was
 * fetched ahead (with the route) would still show its loading state that long after its data.
 */
export function onDemand<Props extends object>(
  fetchCode: () => Promise<ComponentType<Props>>,
): OnDemand<Props> {
  let arriving: Promise<ComponentType<Props>> | undefined;
  const code: OnDemand<Props> = {
    load() {
      arriving ??= fetchCode().then((component) => {
        code.arrived = component;
        return component;
      });
      return arriving;
    },
    Lazy: lazy(() => code.load().then((component) => ({ default: component }))),
  };
  return code;
}

/** Draws `code`'s component with `props`, suspending (in the Suspense around it) until it is in. */
export function DrawnOnDemand<Props extends object>({
  code,
  props,
}: {
  code: OnDemand<Props>;
  props: Props;
}) {
  // Chosen when mounted: a component switching from Lazy to the arrived code would remount.
  const [Drawn] = useState(() => code.arrived ?? code.Lazy);
  return createElement(Drawn, props);
}
