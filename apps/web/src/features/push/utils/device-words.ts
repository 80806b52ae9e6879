import type { DeviceSummary } from '../api/list-devices';

/** "Chrome 131 on Windows 10", from the device information the browser sent. */
export function deviceName(device: DeviceSummary): string {
  const browser = [device.browser_name, device.browser_version.split('.')[0]]
    .filter(Boolean)
    .join(' ');
  const os = [device.os_name, device.os_version].filter(Boolean).join(' ');
  return os ? `${browser || 'A browser'} on ${os}` : browser || 'A browser';
}

export const STATUS_WORDS: Record<DeviceSummary['device_status'], string> = {
  active: 'Receiving notifications',
  inactive: 'Turned off',
};

/** A date and time in the reader's own locale and time zone; "Never" for none. */
export function whenText(iso: string | null, format: Intl.DateTimeFormat): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : format.format(date);
}

export const WHEN_FORMAT = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
