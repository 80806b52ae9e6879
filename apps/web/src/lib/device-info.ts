import { type DeviceInfo, MOBILE_MAX_WIDTH_PX, TABLET_MIN_WIDTH_PX } from '@kitlab/contract';

/** Widest window still treated as a tablet when the user agent does not say. */
const TABLET_MAX_WIDTH_PX = 1024;

interface NamedVersion {
  name: string;
  version: string;
}

const BROWSERS: Array<[string, RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /(?:OPR|Opera)\/([\d.]+)/],
  ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];

function detectBrowser(ua: string): NamedVersion {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) return { name, version: match[1] ?? '' };
  }
  return { name: 'Unknown', version: '' };
}

function detectOs(ua: string): NamedVersion {
  const windows = /Windows NT ([\d.]+)/.exec(ua);
  if (windows) return { name: 'Windows', version: windows[1] ?? '' };
  const ios = /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/.exec(ua);
  if (ios) return { name: 'iOS', version: (ios[1] ?? '').replaceAll('_', '.') };
  const android = /Android ([\d.]+)/.exec(ua);
  if (android) return { name: 'Android', version: android[1] ?? '' };
  const mac = /Mac OS X ([\d_.]+)/.exec(ua);
  if (mac) return { name: 'macOS', version: (mac[1] ?? '').replaceAll('_', '.') };
  if (/CrOS/.test(ua)) return { name: 'ChromeOS', version: '' };
  if (/Linux/.test(ua)) return { name: 'Linux', version: '' };
  return { name: 'Unknown', version: '' };
}

/** Mobile up to 600 px, tablet from 599 px (spec section 9); the user agent wins when it knows. */
export function deviceTypeOf(ua: string, windowWidth: number): DeviceInfo['deviceType'] {
  if (/iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua))) return 'Tablet';
  if (/Mobi|iPhone|iPod/.test(ua)) return 'Mobile';
  if (windowWidth <= MOBILE_MAX_WIDTH_PX) return 'Mobile';
  if (windowWidth >= TABLET_MIN_WIDTH_PX && windowWidth <= TABLET_MAX_WIDTH_PX) return 'Tablet';
  return 'Desktop';
}

interface NetworkInformationLike {
  effectiveType?: string;
  type?: string;
}

/** The device information of spec section 3, read from the running browser. */
export function captureDeviceInfo(win: Window = window): DeviceInfo {
  const nav = win.navigator;
  const ua = nav.userAgent;
  const browser = detectBrowser(ua);
  const os = detectOs(ua);
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  const clip = (value: string, max: number) => value.slice(0, max);
  return {
    deviceType: deviceTypeOf(ua, win.innerWidth),
    browserName: browser.name,
    browserVersion: clip(browser.version, 100),
    osName: os.name,
    osVersion: clip(os.version, 100),
    userAgent: clip(ua, 1000),
    isAndroid: /Android/.test(ua),
    isIOS: /iPhone|iPad|iPod/.test(ua),
    platform: clip(nav.platform || 'unknown', 100),
    windowWidth: win.innerWidth,
    windowHeight: win.innerHeight,
    screenWidth: win.screen.width,
    screenHeight: win.screen.height,
    language: clip(nav.language || 'unknown', 50),
    online: nav.onLine,
    timeZone: clip(Intl.DateTimeFormat().resolvedOptions().timeZone || 'unknown', 100),
    networkType: clip(connection?.effectiveType ?? connection?.type ?? 'unknown', 50),
    touchPoints: nav.maxTouchPoints ?? 0,
  };
}
