import { storageChanges } from '../../../lib/storage-changes';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

// The record itself, checked against the contract, is `registered-device.ts`; this part carries
// no schema, so the signed-in shell can ask whether there is one without the push calls' code.

const recordChanges = storageChanges('kitlab:registered-device-change');

/** The registered-device record's stored text, unchecked; null when there is none. */
export const readRegisteredDeviceText = (): string | null =>
  localStorage.getItem(STORAGE_KEYS.registeredDevice);

/** Whether local storage holds a registered-device record, read as it is. */
export function holdsRegisteredDeviceRecord(): boolean {
  return readRegisteredDeviceText() !== null;
}

/** Tells this tab's listeners that the record changed (other tabs hear `storage`). */
export const announceRegisteredDeviceChange = recordChanges.announce;

export const subscribeToRegisteredDevice = recordChanges.subscribe;
