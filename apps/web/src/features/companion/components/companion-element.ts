import type { DetailedHTMLProps, HTMLAttributes } from 'react';

export const COMPANION_TAG = 'kitlab-companion';

/**
 * `<kitlab-companion>`: the widget's host element. React renders the element and the widget into
 * it as ordinary children (light DOM, no shadow root), so the widget shares the app's providers
 * (Mantine theme and styles, the query client, the router) and its CSS without a second React
 * root to keep in step. The class adds no behaviour: the element is a named, styleable host.
 */
class CompanionElement extends HTMLElement {}

/**
 * Registers the element once. A second registration (a second copy of the bundle, a hot reload)
 * throws from the custom element registry; the spec ignores those errors, and so does this.
 */
export function defineCompanionElement(
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): void {
  if (!registry || registry.get(COMPANION_TAG)) return;
  try {
    registry.define(COMPANION_TAG, CompanionElement);
  } catch {
    // Ignored: the element is already defined, or the registry refuses (spec section 8).
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      [COMPANION_TAG]: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
