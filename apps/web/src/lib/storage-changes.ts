/**
 * The change signal of a value kept in the browser's storage, for screens that follow it:
 * `announce` tells this tab's listeners (the browser's own `storage` event tells other tabs only),
 * `subscribe` calls a listener on either and returns the way to stop.
 */
export function storageChanges(eventName: string) {
  return {
    announce(): void {
      window.dispatchEvent(new Event(eventName));
    },
    subscribe(listener: () => void): () => void {
      window.addEventListener(eventName, listener);
      window.addEventListener('storage', listener);
      return () => {
        window.removeEventListener(eventName, listener);
        window.removeEventListener('storage', listener);
      };
    },
  };
}
