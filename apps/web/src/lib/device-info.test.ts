import { core } from '@kitlab/contract';
import { describe, expect, it } from 'vitest';
import { captureDeviceInfo, deviceTypeOf } from './device-info';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('deviceTypeOf', () => {
  it('trusts the user agent for phones and tablets', () => {
    expect(deviceTypeOf(IPHONE, 1200)).toBe('Mobile');
    expect(deviceTypeOf(ANDROID_TABLET, 400)).toBe('Tablet');
  });

  it('uses the width limits otherwise: mobile up to 600 px, tablet from 599 px', () => {
    expect(deviceTypeOf(CHROME_LINUX, 375)).toBe('Mobile');
    expect(deviceTypeOf(CHROME_LINUX, 600)).toBe('Mobile');
    expect(deviceTypeOf(CHROME_LINUX, 800)).toBe('Tablet');
    expect(deviceTypeOf(CHROME_LINUX, 1440)).toBe('Desktop');
  });
});

describe('captureDeviceInfo', () => {
  it('reads every field the contract asks for', () => {
    Object.defineProperty(window.navigator, 'userAgent', { value: IPHONE, configurable: true });
    const info = captureDeviceInfo(window);
    expect(core.deviceInfo.safeParse(info).success).toBe(true);
    expect(info).toMatchObject({
      deviceType: 'Mobile',
      browserName: 'Safari',
      browserVersion: '17.4',
      osName: 'iOS',
      osVersion: '17.4',
      isIOS: true,
      isAndroid: false,
    });
    expect(info.timeZone).not.toBe('');
  });

  it('names Chrome on Linux', () => {
    Object.defineProperty(window.navigator, 'userAgent', {
      value: CHROME_LINUX,
      configurable: true,
    });
    expect(captureDeviceInfo(window)).toMatchObject({
      browserName: 'Chrome',
      browserVersion: '130.0.0.0',
      osName: 'Linux',
    });
  });
});
