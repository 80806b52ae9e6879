import { MantineProvider } from '@mantine/core';
import { act, createElement, type ReactNode } from 'react';
import { createRoot, type RootOptions } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';

/** Mantine's selects and scroll areas measure themselves; jsdom has no ResizeObserver. */
class StillResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Mantine's growing text boxes listen for fonts loading; jsdom has no document.fonts. */
const NO_FONTS_LOADING = { addEventListener: () => {}, removeEventListener: () => {} };

/**
 * For component tests in jsdom: React's act() environment, and what Mantine reads that jsdom
 * lacks: matchMedia (every query answers "does not match"), ResizeObserver (nothing ever
 * resizes) and document.fonts (no font ever loads).
 */
export function prepareComponentTest(): void {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
  globalThis.ResizeObserver ??= StillResizeObserver;
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { configurable: true, value: NO_FONTS_LOADING });
  }
  window.matchMedia ??= (query: string) => mediaQueryList(query, false);
}

/** A media query's answer as jsdom lacks it: matching or not, and never changing. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  };
}

export interface MountedComponent {
  /** The element the component renders into, attached to the document. */
  container: HTMLDivElement;
  /** Renders (or renders again) inside Mantine's provider, waiting for effects. */
  render(ui: ReactNode): void;
  /** Renders as `render` does, then lets the promises the render started settle. */
  renderSettled(ui: ReactNode): Promise<void>;
  /** Unmounts and takes the container out of the document. */
  unmount(): void;
}

/** A React root for one component test: call in beforeEach, and unmount in afterEach. */
export function mountComponent(options?: RootOptions): MountedComponent {
  prepareComponentTest();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container, options);
  const inMantine = (ui: ReactNode) => createElement(MantineProvider, null, ui);
  return {
    container,
    render: (ui) => act(() => root.render(inMantine(ui))),
    renderSettled: (ui) => act(async () => root.render(inMantine(ui))),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

export interface MountedForEachTest extends MountedComponent {
  /** Unmounts the test's root and mounts a fresh one, for a test that starts over part-way. */
  remount(): void;
}

/**
 * A fresh root for each test of the file, unmounted (and every mock's calls forgotten) after it:
 * what most component test files set up first.
 */
export function mountForEachTest(): MountedForEachTest {
  let mounted: MountedComponent | null = null;
  beforeEach(() => {
    mounted = mountComponent();
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    vi.clearAllMocks();
  });
  const current = () => {
    if (!mounted) throw new Error('Only a running test has a mounted component');
    return mounted;
  };
  return {
    get container() {
      return current().container;
    },
    render: (ui) => current().render(ui),
    renderSettled: (ui) => current().renderSettled(ui),
    unmount: () => current().unmount(),
    remount: () => {
      current().unmount();
      mounted = mountComponent();
    },
  };
}

/** Types into a text box as a browser does: the text lands in the box, then React hears it. */
export function typeInto(box: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = Object.getPrototypeOf(box) as HTMLInputElement | HTMLTextAreaElement;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(box, text);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/**
 * Lets queued promises and timers run, a turn at a time inside act(), until `done()` holds or
 * `turns` have passed: a fetch answered by a mock needs more than one turn to reach the screen,
 * and how many depends on how busy the machine is.
 */
export async function settleUntil(done: () => boolean = () => false, turns = 50): Promise<void> {
  for (let turn = 0; turn < turns && !done(); turn += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

/** The element whose own text is exactly `text`, among `selector` matches in the document. */
export function byText(text: string, selector = 'button, a, [role="menuitem"]'): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>(selector)].find(
    (element) => element.textContent?.trim() === text,
  );
  if (!found) throw new Error(`Nothing says "${text}"`);
  return found;
}
