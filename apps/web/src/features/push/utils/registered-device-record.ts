import { STORAGE_KEYS } from '../../../lib/storage-keys';

// The record itself, checked against the contract, is `registered-device.ts`; this part carries
// no schema, so the signed-in shell can ask whether there is one without the push calls' code.

const CHANGE_EVENT = 'kitlab:registered-device-change';

/** Whether local storage holds a registered-device record, read as it is. */
export function holdsRegisteredDeviceRecord(): boolean {
  return localStorage.getItem(STORAGE_KEYS.registeredDevice) !== null;
}

/** Tells this tab's listeners that the record changed (other tabs hear `storage`). */
export function announceRegisteredDeviceChange(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeToRegisteredDevice(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}
