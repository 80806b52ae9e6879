import { MantineProvider } from '@mantine/core';
import { act, createElement, type ReactNode } from 'react';
import { createRoot, type RootOptions } from 'react-dom/client';

/** Mantine's selects and scroll areas measure themselves; jsdom has no ResizeObserver. */
class StillResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * For component tests in jsdom: React's act() environment, and the matchMedia (every query
 * answers "does not match") and ResizeObserver (nothing ever resizes) Mantine reads, which jsdom
 * lacks.
 */
export function prepareComponentTest(): void {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
  globalThis.ResizeObserver ??= StillResizeObserver;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

export interface MountedComponent {
  /** The element the component renders into, attached to the document. */
  container: HTMLDivElement;
  /** Renders (or renders again) inside Mantine's provider, waiting for effects. */
  render(ui: ReactNode): void;
  /** Unmounts and takes the container out of the document. */
  unmount(): void;
}

/** A React root for one component test: call in beforeEach, and unmount in afterEach. */
export function mountComponent(options?: RootOptions): MountedComponent {
  prepareComponentTest();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container, options);
  return {
    container,
    render: (ui) => act(() => root.render(createElement(MantineProvider, null, ui))),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
