/**
 * For component tests in jsdom: React's act() environment and the matchMedia Mantine reads,
 * which jsdom lacks (every query answers "does not match").
 */
export function prepareComponentTest(): void {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
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
