import { describe, expect, it, vi } from 'vitest';
import { COMPANION_TAG, defineCompanionElement } from './companion-element';

describe('<kitlab-companion>', () => {
  it('is registered once', () => {
    defineCompanionElement();
    const first = customElements.get(COMPANION_TAG);
    expect(first).toBeDefined();
    defineCompanionElement();
    expect(customElements.get(COMPANION_TAG)).toBe(first);
  });

  it('ignores the errors of a registry that refuses it', () => {
    const registry = {
      get: () => undefined,
      define: vi.fn(() => {
        throw new DOMException('the custom element registry refused', 'NotSupportedError');
      }),
    } as unknown as CustomElementRegistry;
    expect(() => defineCompanionElement(registry)).not.toThrow();
    expect(registry.define).toHaveBeenCalledTimes(1);
  });
});
