import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_INFO_LOGGED_KEY, logDeviceInfoOnce } from './log-device-info';

const fetchMock = vi.fn<typeof fetch>();

describe('device information log', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response('{"id":1}', { status: 201 }));
  });

  it('is sent once per session as a DEVICE log', async () => {
    await logDeviceInfoOnce();
    await logDeviceInfoOnce();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ message: 'DEVICE_INFO', status_code: 200, log_type: 'DEVICE' });
    expect(body.data.payload).toHaveProperty('deviceType');
    expect(sessionStorage.getItem(DEVICE_INFO_LOGGED_KEY)).toBe('true');
  });
});
