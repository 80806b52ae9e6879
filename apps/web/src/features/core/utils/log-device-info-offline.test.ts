import { beforeEach, expect, it, vi } from 'vitest';
import { logDeviceInfoOnce } from './log-device-info';

vi.mock('../../../lib/device-info', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});

it('sends no log, and throws nothing, when the device information code does not arrive', async () => {
  await expect(logDeviceInfoOnce()).resolves.toBeUndefined();
  expect(fetchMock).not.toHaveBeenCalled();
});
