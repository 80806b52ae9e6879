import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { DEVICE_ID } from '../testing/fake-push-browser';
import {
  forgetRegisteredDevice,
  isSubscribed,
  readRegisteredDevice,
  saveRegisteredDevice,
  setRegisteredDeviceStatus,
} from './registered-device';
import { subscribeToRegisteredDevice } from './registered-device-record';

const device = { id: DEVICE_ID, device_status: 'active', subscribed_at: '2026-03-29T00:30:00Z' };

beforeEach(() => localStorage.clear());

describe('the registered-device record', () => {
  it('is kept in local storage under kitlab.registered_device with device_status', () => {
    saveRegisteredDevice({ ...device, device_status: 'active' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.registeredDevice) ?? '')).toEqual(device);
    expect(STORAGE_KEYS.registeredDevice).toBe('kitlab.registered_device');
  });

  it('counts as subscribed only while device_status is active', () => {
    expect(isSubscribed()).toBe(false);
    saveRegisteredDevice({ ...device, device_status: 'active' });
    expect(isSubscribed()).toBe(true);
    setRegisteredDeviceStatus('inactive');
    expect(isSubscribed()).toBe(false);
    expect(readRegisteredDevice()?.id).toBe(DEVICE_ID);
  });

  it('is not trusted when what is stored is not a device record', () => {
    for (const stored of [
      'not json',
      '{"device_status":"active"}',
      '{"id":"x","device_status":"on"}',
    ]) {
      localStorage.setItem(STORAGE_KEYS.registeredDevice, stored);
      expect(readRegisteredDevice()).toBeNull();
      expect(isSubscribed()).toBe(false);
    }
  });

  it('tells listeners when it changes or is forgotten', () => {
    let changes = 0;
    const stop = subscribeToRegisteredDevice(() => {
      changes += 1;
    });
    saveRegisteredDevice({ ...device, device_status: 'active' });
    forgetRegisteredDevice();
    stop();
    saveRegisteredDevice({ ...device, device_status: 'active' });
    expect(changes).toBe(2);
    expect(readRegisteredDevice()).not.toBeNull();
  });
});
